import { FILING_TYPE_CODES, type FilingTypeCode } from './filing-types';
import type { FilingStatus } from './lifecycle';
import type { FilingRow, FilingSubParams } from './wire';

/** The filing detail routes of SPEC section 2 a list row or a deep link opens. */
type FilingDetailRoute =
  | '/toBeReported/details'
  | '/rollBack/details'
  | '/reported/details'
  | '/query/details'
  | '/query/toBeReviewedDetail'
  | '/special';

const FILING_DETAIL_ROUTES: readonly FilingDetailRoute[] = [
  '/toBeReported/details',
  '/rollBack/details',
  '/reported/details',
  '/query/details',
  '/query/toBeReviewedDetail',
  '/special',
];

const isFilingDetailRoute = (path: string): path is FilingDetailRoute => FILING_DETAIL_ROUTES.includes(path as FilingDetailRoute);

/** What a details page reads back from its query string. */
interface FilingDetailsQuery {
  readonly keyNumGather: string;
  readonly keyTypeCode: FilingTypeCode;
  /** The status and version when the link was made; the page always fetches the current record. */
  readonly status?: FilingStatus;
  readonly version?: number;
  /** The isAdvance query parameter (1 edit and report, 0 read only); subParams.isAdvance, then 0, when absent. */
  readonly isAdvance: 0 | 1;
}

interface FilingLinkError {
  readonly error: string;
}

export const isFilingLinkError = (value: FilingDetailsQuery | FilingLinkError): value is FilingLinkError => 'error' in value;

/** The subParams a details link carries: the common-parameters answer, or at least the record's key and type. */
type FilingLinkParams = Pick<FilingSubParams, 'keyNumGather' | 'keyTypeCode'> & Partial<FilingSubParams>;

/**
 * The in-app URL of a filing details page. isAdvance is only written when given (the
 * to-be-reported page); the subParams JSON keeps every field the common-parameters call returned.
 */
export function filingDetailsUrl(route: FilingDetailRoute, subParams: FilingLinkParams, isAdvance?: 0 | 1): string {
  const query = new URLSearchParams({ subParams: JSON.stringify(subParams) });
  if (isAdvance !== undefined) query.set('isAdvance', String(isAdvance));
  return `${route}?${query.toString()}`;
}

const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];
const asAdvance = (value: unknown): 0 | 1 | undefined => (value === 1 || value === '1' ? 1 : value === 0 || value === '0' ? 0 : undefined);

/** Reads subParams (and isAdvance) from a details page's query; anything malformed gets a clear Chinese reason. */
export function parseFilingSubParams(search: string): FilingDetailsQuery | FilingLinkError {
  const query = new URLSearchParams(search);
  const raw = query.get('subParams');
  if (raw === null || raw.trim().length === 0) return { error: '链接缺少页面参数 subParams，无法打开备案详情' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: '页面参数 subParams 不是有效的 JSON，无法打开备案详情' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: '页面参数 subParams 格式不正确，无法打开备案详情' };
  const record = parsed as Record<string, unknown>;
  const key = record['keyNumGather'];
  if (typeof key !== 'string' || key.trim().length === 0) return { error: '页面参数中缺少备案编号（keyNumGather），无法打开备案详情' };
  const typeCode = String(record['keyTypeCode'] ?? '');
  if (!FILING_TYPE_CODES.includes(typeCode as FilingTypeCode)) return { error: '页面参数中的备案类型不正确，无法打开备案详情' };
  const status = STATUSES.includes(record['status'] as FilingStatus) ? { status: record['status'] as FilingStatus } : {};
  const version = typeof record['version'] === 'number' && Number.isInteger(record['version']) ? { version: record['version'] } : {};
  const advanceParam = query.get('isAdvance');
  const fromQuery = advanceParam === null ? undefined : asAdvance(advanceParam);
  if (advanceParam !== null && fromQuery === undefined) return { error: '页面参数 isAdvance 只能是 1 或 0' };
  const isAdvance = fromQuery ?? asAdvance(record['isAdvance']) ?? 0;
  return { keyNumGather: key, keyTypeCode: typeCode as FilingTypeCode, ...status, ...version, isAdvance };
}

/** The four list pages of 备案管理 (SPEC section 2); the reviewer's 待审核 is a filter of 已上报. */
export type FilingListPage = 'toBeReported' | 'reported' | 'rollBack' | 'query';

/** The common-parameters type a list asks for: 2 where the record may still be edited, 4 where it is read. */
export const SUB_PARAMS_TYPE: Readonly<Record<FilingListPage, 2 | 4>> = { toBeReported: 2, rollBack: 2, reported: 4, query: 4 };

const LIST_ROUTES: Readonly<Record<FilingListPage, FilingDetailRoute>> = {
  toBeReported: '/toBeReported/details',
  rollBack: '/rollBack/details',
  reported: '/reported/details',
  query: '/query/details',
};

/** Whether a reported record waits for the review of a user of `level` (the server checks the division too). */
export const waitsForReviewBy = (row: Pick<FilingRow, 'status' | 'reviewLevel'>, level: string): boolean =>
  row.status === 'reported' && row.reviewLevel !== undefined && row.reviewLevel === level;

/**
 * Where a list row opens: the reviewer's page when the row waits for this user's review;
 * from 待上报 the route the common-parameters call names (a record reported meanwhile lands on
 * its real page); otherwise the list's own details route.
 */
export function rowDetailRoute(list: FilingListPage, row: Pick<FilingRow, 'status' | 'reviewLevel'>, level: string, subParams: FilingLinkParams): FilingDetailRoute {
  if (waitsForReviewBy(row, level)) return '/query/toBeReviewedDetail';
  if (list === 'toBeReported' && subParams.detailPath !== undefined && isFilingDetailRoute(subParams.detailPath)) return subParams.detailPath;
  return LIST_ROUTES[list];
}
