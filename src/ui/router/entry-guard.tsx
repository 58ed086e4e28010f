import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { EntryGuardService } from '../../app/session/entry-guard.service';
import { SessionStore } from '../../app/session/session.store';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { PageLoading } from './page-loading';

/** Runs the entry guard (SPEC section 2) on every navigation and whenever the token changes. */
export function EntryGuard(): ReactNode {
  const guard = useService(EntryGuardService);
  const { token } = useStore(useService(SessionStore));
  const location = useLocation();
  const navigate = useNavigate();
  const [allowed, setAllowed] = useState<string | undefined>(undefined);
  const fullPath = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    let current = true;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    void guard.resolve({ path: location.pathname, fullPath, query }).then((resolution) => {
      if (!current) return;
      if (resolution.kind === 'allow') setAllowed(fullPath);
      else navigate(resolution.to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [guard, navigate, fullPath, location.pathname, location.search, token]);

  return allowed === fullPath ? <Outlet /> : <PageLoading />;
}
