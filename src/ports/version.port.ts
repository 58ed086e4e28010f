import type { ServiceIdentifier } from 'inversify';
import type { VersionInfo } from './api/user.dto';

/** Release notes and the per-user visit count that decides the first-visit dialog (SPEC section 4). */
export interface VersionApi {
  latest(): Promise<VersionInfo>;
  visits(account: string): Promise<number>;
  /** Records that the user has seen the current version; resolves to the new visit count. */
  markSeen(account: string): Promise<number>;
}
export const VersionApi = Symbol.for('VersionApi') as ServiceIdentifier<VersionApi>;
