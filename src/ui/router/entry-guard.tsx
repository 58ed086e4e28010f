import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { EntryGuardService, type Location } from '../../app/session/entry-guard.service';
import { SessionStore } from '../../app/session/session.store';
import { useService } from '../di/container-context';
import { PageLoading } from './page-loading';

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
  const [allowed, setAllowed] = useState<string | undefined>(undefined);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

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

  return allowed === fullPath ? <Outlet /> : <PageLoading />;
}
