import { Activity, useContext, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useOutlet } from 'react-router-dom';
import { TabsStore } from '../../../app/tabs/tabs.store';
import { isCacheable, isCached } from '../../../domain/cache/page-cache';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** A kept page: the route element and the location it was last shown at. */
interface KeptPage {
  readonly name: string;
  readonly element: ReactNode;
  readonly location: LocationContextValue;
}

/** The key of the slot that shows pages which are never kept. */
const UNCACHED_SLOT = '\u0000uncached';

/**
 * The content outlet with the keep-alive of SPEC section 2 (DESIGN.md section 3). The current
 * route's page is always shown. A cacheable page (domain `isCacheable`) stays mounted when you
 * leave it, inside `<Activity mode="hidden">`, so its state, filters, page and scroll survive,
 * for as long as TabsStore's page cache holds its name; closing or evicting its tab unmounts it.
 * A hidden page keeps seeing the location it was last shown at, so it does not re-render as the
 * page now on screen. Other pages are never kept.
 */
export function CachedOutlet({ name }: { name: string | undefined }): ReactNode {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const cache = useStore(useService(TabsStore).cache);
  const [kept, setKept] = useState<readonly KeptPage[]>([]);

  const current = name !== undefined && isCacheable(name) ? name : undefined;
  const alive = kept.filter((page) => page.name === current || isCached(cache, page.name));
  const entry = alive.find((page) => page.name === current);
  const stale = alive.length !== kept.length;
  if (stale || (current !== undefined && (entry === undefined || entry.location !== location))) {
    // Derived from this render's inputs; React re-renders at once with the new list.
    const page: KeptPage | undefined = current === undefined ? undefined : { name: current, element: outlet, location };
    const next =
      page === undefined || entry !== undefined
        ? alive.map((kept) => (page !== undefined && kept.name === page.name ? page : kept))
        : [...alive, page];
    setKept(next);
  }

  const shown = current !== undefined && entry === undefined ? [...alive, { name: current, element: outlet, location }] : alive;
  return (
    <>
      {shown.map((page) => {
        const visible = page.name === current;
        return (
          <Activity key={page.name} mode={visible ? 'visible' : 'hidden'} name={page.name}>
            <UNSAFE_LocationContext.Provider value={visible ? location : page.location}>
              {visible ? outlet : page.element}
            </UNSAFE_LocationContext.Provider>
          </Activity>
        );
      })}
      {current === undefined ? (
        <Activity key={UNCACHED_SLOT} mode="visible">
          {outlet}
        </Activity>
      ) : null}
    </>
  );
}
