import { CATALOGUE_MARK, CATALOGUE_SERIAL_DIGITS } from './archive-catalogue-types';
import type { ArchiveBook } from './archive-types';

/**
 * 目录号: 全宗号-年度-ML-序号, one series per unit (全宗) and year shared by 入库 and 出库 catalogues,
 * kept in the book's counters beside the 档号 series and committed by the same compare-and-set
 * (commitAllocation), so it never skips or repeats a number.
 */

export const catalogueSeriesKey = (fonds: string, year: number): string => `${fonds}-${year}-${CATALOGUE_MARK}`;

export const catalogueNumber = (fonds: string, year: number, serial: number): string =>
  `${catalogueSeriesKey(fonds, year)}-${String(serial).padStart(CATALOGUE_SERIAL_DIGITS, '0')}`;

export interface CatalogueAllocation {
  readonly serial: number;
  readonly catalogueNo: string;
  readonly counters: ArchiveBook['counters'];
}

/** The next 序号 of the unit's year: one past the last given. */
export function allocateCatalogue(counters: ArchiveBook['counters'], fonds: string, year: number): CatalogueAllocation {
  const key = catalogueSeriesKey(fonds, year);
  const serial = (counters[key] ?? 0) + 1;
  return { serial, catalogueNo: catalogueNumber(fonds, year, serial), counters: { ...counters, [key]: serial } };
}
