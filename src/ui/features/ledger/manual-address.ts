import { listPageSize, toListPageSize } from '../../../app/shared/list-page-size';

/** The addresses of 手工台账's pages; the list's filters live in the address. */

export interface ListAddress {
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export function listAddressOf(search: string): ListAddress {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    keyword: params.get('keyword')?.slice(0, 50) ?? '',
    pageIndex: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: toListPageSize(size),
  };
}

export function listUrl(formId: string, address: Partial<ListAddress> = {}): string {
  const params = new URLSearchParams();
  if (address.keyword !== undefined && address.keyword !== '') params.set('keyword', address.keyword);
  if (address.pageIndex !== undefined && address.pageIndex > 1) params.set('page', String(address.pageIndex));
  if (address.pageSize !== undefined && address.pageSize !== listPageSize()) params.set('size', String(address.pageSize));
  const query = params.toString();
  return `/tz/secretary/list/${encodeURIComponent(formId)}${query === '' ? '' : `?${query}`}`;
}

export const detailUrl = (formId: string, instanceId: string): string => `/tz/secretary/manulDetail?${new URLSearchParams({ formId, instanceId }).toString()}`;

/** The designer is the 表单设计 menu page; the form to design rides in the address. */
export const DESIGNER_PATH = '/tz/secretary/designer';
export const designerUrl = (formId: string): string => `${DESIGNER_PATH}?${new URLSearchParams({ formId }).toString()}`;
