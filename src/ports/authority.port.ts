import type { ServiceIdentifier } from 'inversify';
import type { AuthorityBrief, AuthorityPoll, IssuedKey } from './api/authority.endpoints';

/** QR sign-in (SPEC sections 6 and 7, the user authority cache). Failures reject without a toast: the pages say what went wrong. */
export interface AuthorityApi {
  /** A new one-time key for /qrcode (no token needed). */
  newKey(): Promise<IssuedKey>;
  /** The asking page asks after its key (no token needed); a granted key answers the token once. */
  poll(key: string, ticket: string): Promise<AuthorityPoll>;
  /** Who asks and from where; the key is then scanned. */
  brief(key: string): Promise<AuthorityBrief>;
  /** The signed-in user lets the asking page sign in as themself. */
  grant(key: string): Promise<AuthorityBrief>;
  cancel(key: string): Promise<AuthorityBrief>;
}
export const AuthorityApi = Symbol.for('AuthorityApi') as ServiceIdentifier<AuthorityApi>;
