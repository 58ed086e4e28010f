import type { Affair } from '../affair/affair';
import { isTodo } from '../affair/boxes';
import { actorOf, nodeName } from '../affair/service/directory';
import type { AffairBook, Directory } from '../affair/service/types';
import type { DetailNotice } from '../events/detail-events';
import { caseMessages as m } from './case-messages';
import { CASE_PROCESS } from './case-process';
import type { StoredCase } from './case-types';

/** The source of an op event pushed by the process engine: not launch, so the parameters are fetched first. */
export const CASE_TODO_SOURCE = 'todo';
const TODO_BOX = 1;

/** A task the affair did not have before: another step, or the same step sent again. */
const isNewTask = (before: Affair | undefined, after: Affair): boolean =>
  after.task !== undefined && (before?.task === undefined || before.task.node !== after.task.node || before.task.sentAt !== after.task.sentAt);

/** Everyone whose 待办 now holds the affair's task, apart from who sent it. */
function holdersOf(affair: Affair, dir: Directory, actorId: string, at: string): string[] {
  return dir.users.flatMap((user) => {
    if (user.userId === actorId) return [];
    const actor = actorOf(dir, user.userId);
    return actor.ok && isTodo(affair, actor.value, at) ? [user.userId] : [];
  });
}

/**
 * A case handed on by the process engine (送下一步, 退回, 转办, …) tells its new handlers with an
 * op event, as the meeting engine tells a meeting's people: 查看 opens the case's detail.
 */
export function caseHandoffNotices(cases: readonly StoredCase[], before: AffairBook, after: AffairBook, dir: Directory, actorId: string, at: string): DetailNotice[] {
  const previous = new Map(before.affairs.map((stored) => [stored.affair.keyDigNumGather as string, stored]));
  const byAffair = new Map(cases.map((c) => [c.affairKey, c]));
  return after.affairs.flatMap((stored) => {
    const known = previous.get(stored.affair.keyDigNumGather);
    const found = byAffair.get(stored.affair.keyDigNumGather);
    if (found === undefined || known === stored || !isNewTask(known?.affair, stored.affair)) return [];
    const text = m.handedOn(nodeName(CASE_PROCESS, stored.affair.task?.node));
    return holdersOf(stored.affair, dir, actorId, at).map((userId) => ({
      userId,
      event: { type: 'op', id: found.id, boxType: TODO_BOX, source: CASE_TODO_SOURCE, title: found.caseNumber, text },
    }));
  });
}
