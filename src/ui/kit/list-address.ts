import { listPageSize, toListPageSize } from '../../app/shared/list-page-size';
import type { PageSize } from '../../domain/format/page-size';

/** A list's page and size as its address holds them (?pageIndex=&pageSize=). */
export interface ListPaging {
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}

/** Five digits: the lists' schemas accept pages up to 100 000, and anything longer is not a page. */
const PAGE_INDEX = /^\d{1,5}$/;

/** Reads the page and size from an address; page 1 and 系统设置's default stand in for a value that is missing or not valid. */
export function listPagingOf(params: URLSearchParams): ListPaging {
  const index = params.get('pageIndex');
  return {
    pageIndex: index !== null && PAGE_INDEX.test(index) && Number(index) > 0 ? Number(index) : 1,
    pageSize: toListPageSize(Number(params.get('pageSize'))),
  };
}

/**
 * Writes the page and size into an address. Page 1 and the default size are left out, so the
 * address of an untouched list stays short and follows the default when the administrator changes it.
 */
export function setListPaging(params: URLSearchParams, { pageIndex = 1, pageSize = listPageSize() }: { readonly pageIndex?: number; readonly pageSize?: number }): void {
  if (pageIndex > 1) params.set('pageIndex', String(pageIndex));
  if (pageSize !== listPageSize()) params.set('pageSize', String(pageSize));
}

/** A list filtered by the user's part in its items (借阅管理, 会议申请), paged. */
export interface RoleListAddress<R extends string> extends ListPaging {
  readonly role: R;
}

/** Reads a role list's address; a role that is not one of `roles` means `fallback`. */
export function roleListOf<R extends string>(search: string, roles: readonly R[], fallback: R): RoleListAddress<R> {
  const params = new URLSearchParams(search);
  const role = params.get('role');
  return { role: roles.find((r) => r === role) ?? fallback, ...listPagingOf(params) };
}

/** Where a link into a role list goes: a role, and the first page at the default size unless it says otherwise. */
export interface RoleListLink<R extends string> {
  readonly role: R;
  readonly pageIndex?: number;
  readonly pageSize?: number;
}

/** The address of a role list; the fallback role, page 1 and the default size are left out. */
export function roleListUrl<R extends string>(path: string, fallback: R, address: RoleListLink<R>): string {
  const params = new URLSearchParams();
  if (address.role !== fallback) params.set('role', address.role);
  setListPaging(params, address);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
