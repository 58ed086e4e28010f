import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../filing/filing-types';
import { filingQueryUrl } from '../filing/query-link';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall, FilingServed } from '../filing/service/types';
import { ok } from '../shared/result';
import type { FilingStats } from './dashboard-types';

/** The years the statistics answer for; the filings' approval dates lie well inside. */
export const STATS_YEAR_MIN = 2000;
export const STATS_YEAR_MAX = 2100;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The last day of a month (month 1 to 12), as yyyy-MM-dd. */
export function lastDayOf(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/**
 * 统计: the year's filings by approval month and by type, counted over exactly the records the
 * 备案查询 list shows the user for that year (the same service and filters), so a bucket's link
 * lists as many rows as the bucket counts.
 */
export function filingStats(call: FilingCall, year: number): FilingServed<FilingStats> {
  const startDate = `${year}-01-01`;
  const endDate = `${year}-12-31`;
  const records = filingListRecords(call, 'query', { startDate, endDate });
  if (!records.ok) return records;
  const months = Array.from({ length: 12 }, () => 0);
  const types = new Map<FilingTypeCode, number>(FILING_TYPE_CODES.map((code) => [code, 0]));
  for (const f of records.value) {
    const month = Number(f.data.approvalDate.slice(5, 7));
    months[month - 1] = (months[month - 1] ?? 0) + 1;
    types.set(f.keyTypeCode, (types.get(f.keyTypeCode) ?? 0) + 1);
  }
  return ok({
    year,
    total: records.value.length,
    byMonth: months.map((count, index) => ({
      month: index + 1,
      count,
      url: filingQueryUrl({ startDate: `${year}-${pad(index + 1)}-01`, endDate: lastDayOf(year, index + 1) }),
    })),
    byType: FILING_TYPE_CODES.map((typeCode) => ({
      typeCode,
      label: FILING_TYPE_LABELS[typeCode],
      count: types.get(typeCode) ?? 0,
      url: filingQueryUrl({ keyTypeCode: typeCode, startDate, endDate }),
    })),
  });
}
