import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { TabsStore } from '../../../app/tabs/tabs.store';
import type { TabRoute } from '../../../domain/tabs/tabs';
import { useService } from '../../di/container-context';

/** What a route resolver says about a path: its route name and title, or undefined (no tab). */
interface ResolvedTabRoute {
  readonly name: string;
  readonly title: string;
}

/** The query key by which a detail page is given its tab title. */
const TAB_TITLE_QUERY_KEY = 'currentTagTitle';

type TabRouteResolver = (pathname: string) => ResolvedTabRoute | undefined;

/**
 * Opens (or updates) the tab of every location the resolver knows, on each location change.
 * Paths it returns undefined for (/login, /redirect…) never become tabs; the domain also refuses them.
 */
export function useTabSync(resolve: TabRouteResolver): void {
  const tabs = useService(TabsStore);
  const location = useLocation();
  const open = useEffectEvent((pathname: string, search: string, hash: string) => {
    const found = resolve(pathname);
    if (found === undefined) return;
    const query = Object.fromEntries(new URLSearchParams(search));
    // SPEC section 2: detail pages carry their tab title (事务详情（登记）…) in the query.
    const carried = query[TAB_TITLE_QUERY_KEY]?.trim() ?? '';
    const route: TabRoute = {
      name: found.name,
      title: carried.length > 0 && carried.length <= 40 ? carried : found.title,
      path: pathname,
      fullPath: `${pathname}${search}${hash}`,
      query,
      ...(hash.length > 1 ? { hash } : {}),
    };
    tabs.open(route);
  });
  useEffect(() => {
    open(location.pathname, location.search, location.hash);
  }, [location.pathname, location.search, location.hash]);
}
