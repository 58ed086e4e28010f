/** A widget shows a few rows; SPEC's feature list asks for a page of 1, so any size up to this is fine. */
export const DASHBOARD_PAGE_SIZE_MAX = 50;
export const DASHBOARD_PAGE_INDEX_MAX = 10_000;
