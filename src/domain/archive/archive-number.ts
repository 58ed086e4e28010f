import { err, ok, type Result } from '../shared/result';
import { ITEM_NO_DIGITS, RETENTION_CODES, type ArchiveBook, type Organ, type Retention } from './archive-types';

/** 档号 per DA/T 22-2015: 全宗号-年度-保管期限代码-机构或问题-件号, 件号 gapless within its series. */

export interface ArchiveSeries {
  readonly fonds: string;
  readonly year: number;
  readonly retention: Retention;
  readonly organ: Organ;
}

/**
 * The 全宗号 of a unit: Z and the division code without its province prefix (the province itself
 * Z0000), so each unit's fonds is distinct and stable as the directory grows.
 */
export const fondsOf = (divisionCode: string): string => `Z${divisionCode.slice(2)}`;

export const seriesKey = (s: ArchiveSeries): string => `${s.fonds}-${s.year}-${RETENTION_CODES[s.retention]}-${s.organ}`;

export const archiveNumber = (s: ArchiveSeries, itemNo: number): string => `${seriesKey(s)}-${String(itemNo).padStart(ITEM_NO_DIGITS, '0')}`;

type Counters = ArchiveBook['counters'];

export interface Allocation {
  readonly itemNo: number;
  readonly archiveNo: string;
  readonly counters: Counters;
}

/** The next 件号 of the series: one past the last given, so the series never skips a number. */
export function allocateItem(counters: Counters, series: ArchiveSeries): Allocation {
  const key = seriesKey(series);
  const itemNo = (counters[key] ?? 0) + 1;
  return { itemNo, archiveNo: archiveNumber(series, itemNo), counters: { ...counters, [key]: itemNo } };
}

/**
 * Commits an allocation (a 件号 or a 目录号) made from the book at `readRevision`: refused when
 * anyone numbered since, so two calls that read the same revision never both get the same number.
 */
export function commitAllocation(book: ArchiveBook, readRevision: number, allocation: Pick<Allocation, 'counters'>): Result<ArchiveBook, 'stale'> {
  if (book.revision !== readRevision) return err('stale');
  return ok({ ...book, counters: allocation.counters, revision: book.revision + 1 });
}
