import { useContext, useEffect, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigate, useOutlet } from 'react-router-dom';
import { EntryGuardService, type Location } from '../../app/session/entry-guard.service';
import { SessionStore } from '../../app/session/session.store';
import { useService } from '../di/container-context';
import { PageLoading } from './page-loading';

/** The page last allowed: its address, its route element and the location it was shown at. */
interface AllowedPage {
  readonly fullPath: string;
  readonly element: ReactNode;
  readonly location: ContextType<typeof UNSAFE_LocationContext>;
}

/**
 * Runs the entry guard (SPEC section 2) once per navigation, and again when the session loses
 * its token (a 401 follow-up). Gaining a token never re-runs it: that happens inside a sign-in
 * the guard itself may be driving (the uid link), and a re-run would cancel its redirect.
 */
export function EntryGuard(): ReactNode {
  const guard = useService(EntryGuardService);
  const session = useService(SessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const locationContext = useContext(UNSAFE_LocationContext);
  const [allowed, setAllowed] = useState<string | undefined>(undefined);
  const [lastAllowed, setLastAllowed] = useState<AllowedPage | undefined>(undefined);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  if (allowed === fullPath && lastAllowed?.fullPath !== fullPath) {
    // Derived from this render's inputs; React re-renders at once with the snapshot.
    setLastAllowed({ fullPath, element: outlet, location: locationContext });
  }

  useEffect(() => {
    let current = true;
    const here: Location = { path: location.pathname, fullPath, query: Object.fromEntries(new URLSearchParams(location.search)) };
    const check = (): void => {
      void guard.resolve(here).then((resolution) => {
        if (!current) return;
        if (resolution.kind === 'allow') setAllowed(fullPath);
        else navigate(resolution.to, { replace: true });
      });
    };
    check();
    let token = session.getValue().token;
    const subscription = session.state$.subscribe((state) => {
      const lost = token !== undefined && state.token === undefined;
      token = state.token;
      if (lost) check();
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [guard, session, navigate, fullPath, location.pathname, location.search]);

  // While the next address is checked, the last allowed page stays mounted as it was, not a
  // loading placeholder: unmounting it would throw away the shell and its kept-alive pages.
  const page = allowed === fullPath ? { element: outlet, location: locationContext } : lastAllowed;
  if (page === undefined) return <PageLoading />;
  return <UNSAFE_LocationContext.Provider value={page.location}>{page.element}</UNSAFE_LocationContext.Provider>;
}
