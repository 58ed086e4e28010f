import { AREA_DECIMALS, type AreaUnit } from './filing-types';

/**
 * An area in whole units of its smallest step (0.0001 ha or 0.01 m²), or undefined when it is
 * negative, not finite or has more decimals than the unit allows. Integers avoid float errors
 * when parts are summed and compared with a total.
 */
export function areaUnits(value: number, unit: AreaUnit): number | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const scaled = value * 10 ** AREA_DECIMALS[unit];
  const units = Math.round(scaled);
  // Only the rounding of the multiplication is forgiven (a few ulps): a relative 1e-6 let
  // 10.00001 ha pass as 10.0000.
  if (Math.abs(scaled - units) > 8 * Number.EPSILON * Math.max(1, Math.abs(scaled))) return undefined;
  return Number.isSafeInteger(units) ? units : undefined;
}

/** Whole units back to a display string with the unit's decimals. */
export const formatArea = (units: number, unit: AreaUnit): string => (units / 10 ** AREA_DECIMALS[unit]).toFixed(AREA_DECIMALS[unit]);
