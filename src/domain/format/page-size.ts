/** Page sizes of the lists (SPEC section 9). */
export const PAGE_SIZES = [15, 20, 30, 50] as const;

export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_PAGE_SIZE: PageSize = 15;

/** The value as a page size, or the default for anything that is not one of PAGE_SIZES. */
export function toPageSize(value: unknown): PageSize {
  return PAGE_SIZES.find((size) => size === value) ?? DEFAULT_PAGE_SIZE;
}
