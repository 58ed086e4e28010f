import { dayNumber, type IsoDate } from './calendar-date';
import { FILING_TYPE_CODES, type FilingTypeCode } from './filing-types';
import { divisionLevel } from './jurisdiction';
import { FILING_STATUS_LABELS, type FilingStatus } from './lifecycle';

/** The route of 备案查询 (menu component recordReport/query/index). */
export const FILING_QUERY_ROUTE = '/recordReport/query';

/**
 * What a link into 备案查询 may preset (the dashboard's statistics open it filtered to the
 * clicked bucket): the type, the jurisdiction, the status and an inclusive approval-date period.
 */
export interface FilingQueryLink {
  /** Absent: every type (备案查询 offers 全部类型), as a dashboard month counts them all. */
  readonly keyTypeCode?: FilingTypeCode;
  readonly divisionCode?: string;
  /** With divisionCode: that division's own records only (区域统计's 市本级/省本级 row), not its subtree. */
  readonly divisionOnly?: true;
  readonly status?: FilingStatus;
  /** Both or neither: the list filters on a whole period. */
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
}

/** The in-app URL of 备案查询 listing exactly the records the link describes. */
export function filingQueryUrl(link: FilingQueryLink): string {
  const query = new URLSearchParams();
  for (const key of ['keyTypeCode', 'divisionCode', 'status', 'startDate', 'endDate'] as const) {
    const value = link[key];
    if (value !== undefined) query.set(key, value);
    if (key === 'divisionCode' && value !== undefined && link.divisionOnly === true) query.set('divisionOnly', '1');
  }
  const search = query.toString();
  return search === '' ? FILING_QUERY_ROUTE : `${FILING_QUERY_ROUTE}?${search}`;
}

const isTypeCode = (value: string): value is FilingTypeCode => FILING_TYPE_CODES.some((code) => code === value);
const isStatus = (value: string): value is FilingStatus => Object.prototype.hasOwnProperty.call(FILING_STATUS_LABELS, value);
const isDate = (value: string): boolean => dayNumber(value) !== undefined;

/**
 * Reads a 备案查询 link's query string. A value that is not valid is dropped on its own (the
 * rest still applies), as is a period missing one end or ending before it starts, so a hand-
 * edited URL never breaks the page; an empty answer means the link presets nothing.
 */
export function parseFilingQueryLink(search: string): FilingQueryLink {
  const query = new URLSearchParams(search);
  const read = (key: string): string => query.get(key)?.trim() ?? '';
  const typeCode = read('keyTypeCode');
  const divisionCode = read('divisionCode');
  const status = read('status');
  const startDate = read('startDate');
  const endDate = read('endDate');
  const period = isDate(startDate) && isDate(endDate) && startDate <= endDate;
  return {
    ...(isTypeCode(typeCode) ? { keyTypeCode: typeCode } : {}),
    ...(divisionLevel(divisionCode) === undefined ? {} : { divisionCode, ...(read('divisionOnly') === '1' ? { divisionOnly: true as const } : {}) }),
    ...(isStatus(status) ? { status } : {}),
    ...(period ? { startDate, endDate } : {}),
  };
}

/** True when the link presets nothing (the menu opened plainly). */
export const isEmptyQueryLink = (link: FilingQueryLink): boolean => Object.keys(link).length === 0;
