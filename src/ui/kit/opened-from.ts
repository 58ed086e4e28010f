/**
 * The router state a link carries to tell the page it opens which address it was followed from,
 * for a page whose 返回 goes back there (通知公告详情). It travels with the navigation rather than
 * through the page's store, so a link in the shell (the favourites panel) can send it without
 * loading that page's feature.
 */
export interface OpenedFrom {
  readonly openedFrom: string;
}

export const openedFrom = (location: { readonly pathname: string; readonly search: string }): OpenedFrom => ({ openedFrom: `${location.pathname}${location.search}` });

/** The address a navigation's state says it was followed from; undefined for any other state (a typed address, a reload of an old entry). */
export function openedFromOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('openedFrom' in state)) return undefined;
  return typeof state.openedFrom === 'string' ? state.openedFrom : undefined;
}
