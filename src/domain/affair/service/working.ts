import { isTodo, mayView } from '../boxes';
import { versionOf } from '../concurrency';
import type { Actor } from '../definition';
import type { AffairStatus } from '../affair';
import type { AffairWorking, BoxType } from '../wire';
import { ok } from '../../shared/result';
import { actorOf, failure, shown, storedOf } from './directory';
import { currentNodeOf } from './rows';
import type { AffairBook, Directory, Served, StoredAffair } from './types';

/** stateEnum of the working data: the status as a number (SPEC default -1 means unknown). */
const STATE_ENUM: Readonly<Record<AffairStatus, number>> = { draft: 0, running: 1, suspended: 2, finished: 3, obsolete: 4 };

const NOT_VISIBLE = '您无权查看该事务';

export function workingOf(dir: Directory, stored: StoredAffair, actor: Actor, boxType: BoxType, at: string): AffairWorking {
  const { affair } = stored;
  const roleKey = dir.users.find((u) => u.userId === actor.userId)?.roleKey;
  const node = currentNodeOf(affair) ?? '';
  return {
    boxType,
    curTime: shown(at, 'yyyy-MM-dd HH:mm:ss'),
    keyDigNumGather: affair.keyDigNumGather,
    keyTypeCode: -1,
    procDefId: affair.procDefId,
    roles: roleKey === undefined ? [] : [roleKey],
    taskId: `${affair.keyDigNumGather}:${versionOf(affair)}`,
    taskDefKey: node,
    stateEnum: STATE_ENUM[affair.status],
    taskTodo: isTodo(affair, actor, at),
    keyNumGather: affair.keyNumGather,
  };
}

/** The stored affair and the actor, once the affair exists (404) and the user may see it (403). */
export function visibleAffair(book: AffairBook, dir: Directory, userId: string, key: string): Served<{ stored: StoredAffair; actor: Actor }> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const stored = storedOf(book, key);
  if (!stored.ok) return stored;
  if (!mayView(stored.value.affair, actor.value)) return failure(403, NOT_VISIBLE);
  return ok({ stored: stored.value, actor: actor.value });
}

/** SPEC section 3, affair working data (GET /handle/meta/:key/:boxType). */
export function affairWorking(book: AffairBook, dir: Directory, userId: string, key: string, boxType: BoxType, at: string): Served<AffairWorking> {
  const found = visibleAffair(book, dir, userId, key);
  return found.ok ? ok(workingOf(dir, found.value.stored, found.value.actor, boxType, at)) : found;
}
