import { err, ok, type Result } from '../shared/result';
import type { CaseLedger } from './case-types';

/** The 立案 number of a county's n-th case of a year: 赣自然资(南昌县)立〔2026〕3号. */
export const caseNumberOf = (county: string, year: number, n: number): string => `赣自然资(${county})立〔${year}〕${n}号`;

const seriesOf = (county: string, year: number): string => `${county}|${year}`;

/**
 * The next number of the county's series for the year, as a new ledger. `readVersion` is the
 * ledger version the caller read: a different stored version means someone registered in between,
 * and the caller must read again (compare-and-set), so two registrations never share a number and
 * the series has no gap.
 */
export function allocateCaseNumber(stored: CaseLedger, readVersion: number, county: string, year: number): Result<{ readonly ledger: CaseLedger; readonly number: string }, 'stale'> {
  if (stored.version !== readVersion) return err('stale');
  const series = seriesOf(county, year);
  const n = (stored.last[series] ?? 0) + 1;
  return ok({ ledger: { version: stored.version + 1, last: { ...stored.last, [series]: n } }, number: caseNumberOf(county, year, n) });
}
