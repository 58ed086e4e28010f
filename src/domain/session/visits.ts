import type { Result } from '../shared/result';
import { forbidden, type AuthRefusal } from './auth-refusal';
import { profileMessages } from './profile-failures';

/** Per account name, how often its user has seen the current version (SPEC section 4, first visit). */
type VisitCounts = Readonly<Record<string, number>>;

/** An account never counted has 0; names such as "constructor" are accounts, not Object's members. */
export const visitsOf = (counts: VisitCounts, account: string): number => (Object.hasOwn(counts, account) ? (counts[account] ?? 0) : 0);

/**
 * The count after `userName` marked `account`'s version as seen. Only one's own counter moves:
 * otherwise anyone could hide the dialog from someone else.
 */
export function seenVisits(counts: VisitCounts, account: string, userName: string): Result<number, AuthRefusal> {
  if (account !== userName) return { ok: false, error: forbidden(profileMessages.visitsOfOthers) };
  return { ok: true, value: visitsOf(counts, account) + 1 };
}
