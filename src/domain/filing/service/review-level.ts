import { divisionLevel, isAbove } from '../jurisdiction';
import type { ReviewLevel } from '../wire';
import type { StoredFiling } from './types';

/** Who reviews a freshly reported record: a county's goes to its city first, a city's straight to the province. */
export const firstReviewLevel = (division: string): ReviewLevel => (divisionLevel(division) === 'county' ? 'city' : 'province');

/** Whether a user of `division` is the reviewer a reported record waits for. */
export function isReviewer(f: StoredFiling, division: string): boolean {
  if (f.status !== 'reported') return false;
  if (f.reviewLevel === 'city') return divisionLevel(division) === 'city' && isAbove(division, f.divisionCode);
  return divisionLevel(division) === 'province';
}

/** The reporter may take a record back while nobody has reviewed it yet. */
export const canRecall = (f: StoredFiling, division: string): boolean =>
  f.status === 'reported' && f.divisionCode === division && f.reviewLevel === firstReviewLevel(f.divisionCode);
