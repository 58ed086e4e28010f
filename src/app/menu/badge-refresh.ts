import type { ServiceIdentifier } from 'inversify';

/**
 * Counts the menu badges again (MenuCountsStore behind it). The session store asks through this
 * token so that its chunk does not import the badges' store, which the shell loads elsewhere.
 */
export interface BadgeRefresh {
  load(): Promise<void>;
}
export const BadgeRefresh = Symbol.for('BadgeRefresh') as ServiceIdentifier<BadgeRefresh>;
