import { badgeOverflowLabel } from './labels';

/** Badge cap of SPEC section 9: counts up to 99 are shown, above that '99+'. */
export const BADGE_CAP = 99;

/**
 * The text of a count badge: the whole count up to 99, '99+' above 99, and undefined (no badge)
 * for zero, negative, fractional-below-one or non-number counts.
 */
export function formatBadge(count: number): string | undefined {
  if (typeof count !== 'number' || Number.isNaN(count)) return undefined;
  const whole = Math.floor(count);
  if (whole < 1) return undefined;
  return whole > BADGE_CAP ? badgeOverflowLabel : String(whole);
}
