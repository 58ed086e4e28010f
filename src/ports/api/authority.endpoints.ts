import type { AuthorityBrief, AuthorityPhase, IssuedKey } from '../../domain/authority/authority-keys';
import type { TokenData } from './user.dto';

export type { AuthorityBrief, IssuedKey };

/** What /qrcode hears when it asks after its key: the key's phase, or once the token of the granted sign-in. */
export type AuthorityPoll =
  | { readonly state: Exclude<AuthorityPhase, 'granted' | 'used'>; readonly expiresIn: number }
  | { readonly state: 'granted'; readonly token: TokenData };

/** The key a call names (the one in the QR code's link). */
export interface AuthorityKeyQuery {
  readonly key: string;
}

/** The asking page names its key and the ticket only it was given. */
export interface AuthorityPollQuery extends AuthorityKeyQuery {
  readonly ticket: string;
}

/**
 * QR sign-in (SPEC section 7, authentication and user: authorityCache). The asking page's two
 * calls are public (it has no token yet); the brief, the grant and the cancel need the signed-in
 * user who scanned the code.
 */
export interface AuthorityEndpoints {
  'GET /api/user/public/default/authorityCache/userQRCode': { data: IssuedKey };
  'GET /api/user/public/default/authorityCache/userBrief': { query: AuthorityKeyQuery; data: AuthorityBrief };
  'POST /api/user/public/default/authorityCache/userAuthorityKey': { query: AuthorityPollQuery; data: AuthorityPoll };
  'PUT /api/user/public/default/authorityCache/userAuthority': { query: AuthorityKeyQuery; data: AuthorityBrief };
  'PUT /api/user/public/default/authorityCache/cancelUserAuthority': { query: AuthorityKeyQuery; data: AuthorityBrief };
}
