import { DEFAULT_PAGE_SIZE, PAGE_SIZES, toPageSize, type PageSize } from '../../domain/format/page-size';

/*
 * 系统设置's default page size, the one place every list reads the size it starts at when its user
 * has not chosen one (a size in the address, a size picked in the pager). A value of the page, not
 * of a container: the list stores' first state and the pure functions that read a list's address
 * both need it, and there is one signed-in session per page. SPEC section 9's 15 until the
 * session has read the setting.
 */
let configured: PageSize = DEFAULT_PAGE_SIZE;

/** The page size a list starts at: 系统设置's default, always one of SPEC section 9's sizes. */
export const listPageSize = (): PageSize => configured;

/** Takes 系统设置's default (read at sign-in, and at once when the administrator saves it); anything else means 15. */
export function applyListPageSize(size: unknown): void {
  configured = toPageSize(size);
}

/** A size read from an address: one of SPEC section 9's sizes as it is, anything else (or none) the default. */
export const toListPageSize = (value: unknown): PageSize => PAGE_SIZES.find((size) => size === value) ?? configured;
