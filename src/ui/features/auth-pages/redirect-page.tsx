import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../domain/guard/redirect';

/** /redirect{fullPath} re-mounts the current view, used to refresh it (SPEC section 2). */
export default function RedirectPage(): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = `${location.pathname.replace(/^\/redirect/, '')}${location.search}${location.hash}`;
    navigate(safeRedirect(target), { replace: true });
  }, [location, navigate]);
  return null;
}
