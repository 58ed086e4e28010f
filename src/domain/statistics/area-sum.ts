import type { FilingData } from '../filing/filing-types';

/**
 * Areas in statistics are summed as whole hundredths of a square metre: a hectare field has 4
 * decimals (1 m²) and a square-metre field 2, so every recorded area is an exact integer here and
 * a total equals the sum of its rows to the last 平方米 (DOMAIN.md: 1 公顷 = 15 亩 = 10,000 m²).
 */
export type AreaUnits = number;

const UNITS_PER_HECTARE = 1_000_000;
const UNITS_PER_SQUARE_METRE = 100;

export const hectaresToUnits = (hectares: number): AreaUnits => Math.round(hectares * UNITS_PER_HECTARE);
export const squareMetresToUnits = (squareMetres: number): AreaUnits => Math.round(squareMetres * UNITS_PER_SQUARE_METRE);

/** The land classes a filing's area is split into (DOMAIN.md "What gets filed"). */
export interface LandClassAreas {
  /** The record's whole land area. */
  readonly total: AreaUnits;
  readonly cultivated: AreaUnits;
  readonly otherAgricultural: AreaUnits;
  readonly construction: AreaUnits;
  readonly unused: AreaUnits;
}

export const NO_AREA: LandClassAreas = { total: 0, cultivated: 0, otherAgricultural: 0, construction: 0, unused: 0 };

/**
 * The land classes of one record. Only 临时用地 records the full split; 设施农业用地 and 宅基地
 * record their 耕地 share; a 乡村建设规划许可 records its land area only (its building area is floor
 * space, not land).
 */
export function landClassAreas(data: FilingData): LandClassAreas {
  switch (data.typeCode) {
    case '1':
      return {
        total: hectaresToUnits(data.totalArea),
        cultivated: hectaresToUnits(data.cultivatedArea),
        otherAgricultural: hectaresToUnits(data.otherAgriculturalArea),
        construction: hectaresToUnits(data.constructionArea),
        unused: hectaresToUnits(data.unusedArea),
      };
    case '2':
      return { ...NO_AREA, total: hectaresToUnits(data.totalArea), cultivated: hectaresToUnits(data.cultivatedArea) };
    case '3':
      return { ...NO_AREA, total: hectaresToUnits(data.landArea) };
    case '4':
      return { ...NO_AREA, total: squareMetresToUnits(data.homesteadArea), cultivated: squareMetresToUnits(data.cultivatedArea) };
  }
}

export const addAreas = (a: LandClassAreas, b: LandClassAreas): LandClassAreas => ({
  total: a.total + b.total,
  cultivated: a.cultivated + b.cultivated,
  otherAgricultural: a.otherAgricultural + b.otherAgricultural,
  construction: a.construction + b.construction,
  unused: a.unused + b.unused,
});

/** The unit switch of the statistics pages. */
export type AreaDisplayUnit = 'ha' | 'mu';
export const AREA_DISPLAY_UNITS: readonly AreaDisplayUnit[] = ['ha', 'mu'];
export const AREA_DISPLAY_UNIT_LABELS: Readonly<Record<AreaDisplayUnit, string>> = { ha: '公顷', mu: '亩' };
/** 公顷 to 4 decimals is exact to 1 m²; 亩 to 4 decimals keeps the same precision (1 亩 ≈ 666.67 m²). */
export const AREA_DISPLAY_DECIMALS: Readonly<Record<AreaDisplayUnit, number>> = { ha: 4, mu: 4 };

const UNITS_PER_DISPLAY: Readonly<Record<AreaDisplayUnit, number>> = { ha: UNITS_PER_HECTARE, mu: UNITS_PER_HECTARE / 15 };

/** An area sum in the chosen unit, rounded half away from zero to the unit's decimals. */
export function displayArea(units: AreaUnits, unit: AreaDisplayUnit): number {
  const scale = 10 ** AREA_DISPLAY_DECIMALS[unit];
  const scaled = (units * scale) / UNITS_PER_DISPLAY[unit];
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / scale;
}
