import { decideEntry, LOGIN_PATH } from '../domain/guard/entry-guard';

/**
 * The sign-in address the page should open on, when the entry guard (SPEC section 2) would show
 * the login page here at once: no token, and an address that is the login page or leads to it.
 * Undefined when the application has to start (a token, a uid link, /logout, /qrcode).
 */
export function loginFirstAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>, hasToken: boolean): string | undefined {
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideEntry({
    path: location.pathname,
    fullPath,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    hasToken,
    rolesLoaded: false,
    attempts: 0,
  });
  const isLogin = (path: string): boolean => path.toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;
  if (decision.kind === 'allow') return isLogin(location.pathname) ? fullPath : undefined;
  if (decision.kind === 'redirect' && isLogin(decision.to.split('?')[0] ?? '')) return decision.to;
  return undefined;
}
