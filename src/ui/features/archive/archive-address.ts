import { ARCHIVE_OUT_ROUTE } from '../../../domain/archive/archive-links';
import { ARCHIVE_STATES, LOAN_ROLES, RETENTIONS, type ArchiveQuery, type ArchiveState, type CatalogueDirection, type LoanRole, type Retention } from '../../../domain/archive/archive-types';
import { listPagingOf, roleListOf, roleListUrl, setListPaging, type RoleListAddress, type RoleListLink } from '../../kit/list-address';

/** The 档案 pages' addresses: SPEC's fixed /archive/manage routes and the 借阅管理 menu page. */
export const ARCHIVE_IN = '/archive/manage/in';
export const ARCHIVE_OUT = ARCHIVE_OUT_ROUTE;
export const LOAN_LIST = '/archive/manage/retrieval';
export const NEW_CATALOGUE: Readonly<Record<CatalogueDirection, string>> = { in: '/archive/manage/newCatalogIn', out: '/archive/manage/newCatalogOut' };

export const registerDetailUrl = (id: string): string => `/archive/manage/registerDetail?id=${encodeURIComponent(id)}`;
export const retrievalDetailUrl = (id: string): string => `/archive/manage/retrievalDetail?id=${encodeURIComponent(id)}`;
export const contrastUrl = (id: string, left?: number, right?: number): string =>
  `/archive/manage/contrast?id=${encodeURIComponent(id)}${left === undefined || right === undefined ? '' : `&left=${left}&right=${right}`}`;
export const catalogueUrl = (direction: CatalogueDirection, id: string): string => `${NEW_CATALOGUE[direction]}?id=${encodeURIComponent(id)}`;
export const previewUrl = (id: string): string => `/archive/manage/preview?id=${encodeURIComponent(id)}`;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((v) => v === value);

/** The list's filters, page and size as the address holds them. */
export function archiveQueryOf(search: string): ArchiveQuery {
  const params = new URLSearchParams(search);
  const text = params.get('text')?.trim() ?? '';
  const year = Number(params.get('year'));
  const state: ArchiveState | undefined = oneOf(ARCHIVE_STATES, params.get('state'));
  const retention: Retention | undefined = oneOf(RETENTIONS, params.get('retention'));
  return {
    ...listPagingOf(params),
    ...(text === '' ? {} : { text }),
    ...(state === undefined ? {} : { state }),
    ...(retention === undefined ? {} : { retention }),
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
  };
}

export function archiveListUrl(query: ArchiveQuery): string {
  const params = new URLSearchParams();
  if (query.text !== undefined && query.text !== '') params.set('text', query.text);
  if (query.state !== undefined) params.set('state', query.state);
  if (query.retention !== undefined) params.set('retention', query.retention);
  if (query.year !== undefined) params.set('year', String(query.year));
  setListPaging(params, query);
  const text = params.toString();
  return text === '' ? ARCHIVE_OUT : `${ARCHIVE_OUT}?${text}`;
}

export type LoanListAddress = RoleListAddress<LoanRole>;

/** 借阅管理's role, page and size; my own loans unless the address says otherwise. */
export const loanAddressOf = (search: string): LoanListAddress => roleListOf(search, LOAN_ROLES, 'mine');

export const loanListUrl = (address: RoleListLink<LoanRole>): string => roleListUrl(LOAN_LIST, 'mine', address);

/** The record an address names; '' when its ?id= is missing or blank. */
export const idOf = (search: string): string => new URLSearchParams(search).get('id')?.trim() ?? '';
