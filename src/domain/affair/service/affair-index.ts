import type { Actor } from '../definition';
import type { BoxName } from '../wire';
import type { StoredAffair } from './types';

/**
 * The affairs grouped by every principal they name: the registrant, each actor in the history
 * and whom they acted for, the holder of the open or put-aside task (a person, department or
 * unit) and each delegate. Every box rule (DOMAIN.md "Boxes are views") needs the user to be one
 * of these, or one of their departments or units, or privileged; so a box reads the user's groups
 * instead of every affair and still judges each one by the same rule. Derived state, never stored.
 */
export type AffairIndex = ReadonlyMap<string, readonly StoredAffair[]>;

/** Keyed by the array itself: every write makes a new array, so an entry is never stale. */
const indexes = new WeakMap<readonly StoredAffair[], AffairIndex>();

/** A stored affair is immutable, so whom it names is worked out once. */
const namedBy = new WeakMap<StoredAffair, readonly string[]>();

/** The principals an affair names (see AffairIndex), each once. */
export function principalsOf(stored: StoredAffair): readonly string[] {
  const known = namedBy.get(stored);
  if (known !== undefined) return known;
  const { affair } = stored;
  const ids = new Set<string>([affair.registeredBy]);
  for (const entry of affair.history) {
    ids.add(entry.actor);
    if (entry.onBehalfOf !== undefined) ids.add(entry.onBehalfOf);
  }
  const holder = affair.task?.assignee ?? affair.stash?.task.assignee;
  if (holder !== undefined) ids.add(holder.id);
  for (const delegation of affair.delegations) ids.add(delegation.to);
  const principals = [...ids];
  namedBy.set(stored, principals);
  return principals;
}

function built(affairs: readonly StoredAffair[]): Map<string, StoredAffair[]> {
  const groups = new Map<string, StoredAffair[]>();
  for (const stored of affairs) {
    for (const id of principalsOf(stored)) {
      const group = groups.get(id) ?? [];
      groups.set(id, group);
      group.push(stored);
    }
  }
  return groups;
}

/** The index of these affairs, built on first use. */
export function affairIndexOf(affairs: readonly StoredAffair[]): AffairIndex {
  const known = indexes.get(affairs);
  if (known !== undefined) return known;
  const index = built(affairs);
  indexes.set(affairs, index);
  return index;
}

/**
 * The write hook of the engine's two write paths (registration and every action): `after` is
 * `before` with `previous` replaced by `next`, or `next` added. When `before` is indexed, the
 * index of `after` is derived from it by touching only the groups of the principals involved.
 */
export function affairChanged(before: readonly StoredAffair[], after: readonly StoredAffair[], previous: StoredAffair | undefined, next: StoredAffair): void {
  const known = indexes.get(before);
  if (known === undefined) return;
  const groups = new Map(known);
  if (previous !== undefined) {
    for (const id of principalsOf(previous)) {
      const kept = (groups.get(id) ?? []).filter((stored) => stored !== previous);
      if (kept.length > 0) groups.set(id, kept);
      else groups.delete(id);
    }
  }
  for (const id of principalsOf(next)) groups.set(id, [...(groups.get(id) ?? []), next]);
  indexes.set(after, groups);
}

/**
 * The affairs that may be in the actor's box: a superset the box rule still filters. Only a
 * privileged user's 事务查询 can hold affairs that name none of their principals.
 */
export function boxCandidates(affairs: readonly StoredAffair[], actor: Actor, box: BoxName): readonly StoredAffair[] {
  if (actor.privileged && (box === 'query' || box === 'condition')) return affairs;
  const index = affairIndexOf(affairs);
  const groups = [actor.userId, ...actor.orgIds].flatMap((id) => index.get(id) ?? []);
  return actor.orgIds.length === 0 ? groups : [...new Set(groups)];
}
