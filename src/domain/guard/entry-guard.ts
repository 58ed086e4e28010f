import { safeRedirect } from './redirect';

/** Routes reachable without a token (SPEC section 2). */
export const WHITELIST: readonly string[] = ['/login', '/logout', '/qrcode'];
export const LOGIN_PATH = '/login';
const ROOT_PATH = '/';
/** SPEC section 9: at most four attempts to load the user before giving up. */
export const MAX_USER_LOAD_ATTEMPTS = 4;

export interface GuardInput {
  readonly path: string;
  /** The full path with its query, used as the redirect target. */
  readonly fullPath: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly hasToken: boolean;
  readonly rolesLoaded: boolean;
  /** How many times the user info has been loaded for this navigation already. */
  readonly attempts: number;
}

type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'load-user-and-retry'; readonly attempt: number }
  | { readonly kind: 'reset-token-and-login'; readonly to: string }
  | { readonly kind: 'uid-login'; readonly uid: string; readonly target: UidLinkTarget };

export type UidLinkTarget =
  | { readonly kind: 'path'; readonly path: string }
  /** A details page whose parameters are fetched first (common-parameters call of SPEC section 7). */
  | { readonly kind: 'details'; readonly path: string; readonly key: string; readonly paramType: 2 | 4 };

export const TO_BE_REPORTED_LIST = '/recordReport/toBeReported';
export const REPORTED_LIST = '/recordReport/reported';
export const TO_BE_REPORTED_DETAILS = '/toBeReported/details';
export const REPORTED_DETAILS = '/reported/details';

/** The path as the router matches it: without case and trailing slashes. */
const routedPath = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';
const isWhitelisted = (path: string): boolean => WHITELIST.includes(routedPath(path));

export function loginPathFor(fullPath: string): string {
  const target = safeRedirect(fullPath);
  return target === '/index' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** SPEC section 2 entry guard: where the uid link lands, chosen by deal and keydignumgather. */
export function uidLinkTarget(deal: string | undefined, key: string | undefined): UidLinkTarget {
  const trimmedKey = key?.trim() ?? '';
  const hasKey = trimmedKey.length > 0;
  const trimmedDeal = deal?.trim() ?? '';
  if (trimmedDeal.length === 0) return { kind: 'path', path: '/index' };
  if (trimmedDeal === '1') {
    return hasKey
      ? { kind: 'details', path: TO_BE_REPORTED_DETAILS, key: trimmedKey, paramType: 2 }
      : { kind: 'path', path: TO_BE_REPORTED_LIST };
  }
  return hasKey
    ? { kind: 'details', path: REPORTED_DETAILS, key: trimmedKey, paramType: 4 }
    : { kind: 'path', path: REPORTED_LIST };
}

/** The entry guard of SPEC section 2 as one pure decision per navigation. */
export function decideEntry(input: GuardInput): GuardDecision {
  const uid = input.query.uid;
  if (uid !== undefined && uid.trim().length > 0 && !isWhitelisted(input.path)) {
    return { kind: 'uid-login', uid: uid.trim(), target: uidLinkTarget(input.query.deal, input.query.keydignumgather) };
  }
  if (!input.hasToken) {
    return isWhitelisted(input.path) ? { kind: 'allow' } : { kind: 'redirect', to: loginPathFor(input.fullPath) };
  }
  if (routedPath(input.path) === LOGIN_PATH) return { kind: 'redirect', to: ROOT_PATH };
  if (isWhitelisted(input.path) || input.rolesLoaded) return { kind: 'allow' };
  // Written as "not below the limit" so that a NaN count gives up instead of retrying for ever.
  if (!(input.attempts < MAX_USER_LOAD_ATTEMPTS)) {
    return { kind: 'reset-token-and-login', to: loginPathFor(input.fullPath) };
  }
  return { kind: 'load-user-and-retry', attempt: Math.max(0, Math.floor(input.attempts)) + 1 };
}
