import { dayOf, type Affair, type AffairStatus, type HistoryEntry } from './affair';
import { designates, type Actor } from './definition';
import type { NodeId, UserId } from './ids';
import { refusal, type Refusal } from './refusals';
import { err, ok, type Result } from '../shared/result';

/** How the actor holds the open task: in person, or for `onBehalfOf` under a delegation valid that day. */
interface Holding {
  readonly onBehalfOf?: UserId;
}

/** Whether the actor may act on the open task at this time (theirs, their department's, or delegated to them). */
export function holding(affair: Affair, actor: Actor, at: string): Result<Holding, Refusal> {
  const task = affair.task;
  if (task === undefined) return err(refusal('wrong-status'));
  if (designates(task.assignee, actor)) return ok({});
  const day = dayOf(at);
  const delegation = affair.delegations.find(
    (d) => d.to === actor.userId && task.assignee.kind === 'person' && task.assignee.id === d.from && d.start <= day && day <= d.end,
  );
  return delegation === undefined ? err(refusal('not-holder')) : ok({ onBehalfOf: delegation.from });
}

const within = (affair: Affair, statuses: readonly AffairStatus[]): Refusal | undefined => {
  if (statuses.includes(affair.status)) return undefined;
  return refusal(affair.status === 'suspended' ? 'suspended' : 'wrong-status');
};
const first = (...checks: (() => Refusal | undefined)[]): Refusal | undefined => {
  for (const check of checks) {
    const found = check();
    if (found !== undefined) return found;
  }
  return undefined;
};
const holds = (affair: Affair, actor: Actor, at: string) => (): Refusal | undefined => {
  const held = holding(affair, actor, at);
  return held.ok ? undefined : held.error;
};
const holdsOrPrivileged = (affair: Affair, actor: Actor, at: string) => (): Refusal | undefined =>
  actor.privileged || holding(affair, actor, at).ok ? undefined : refusal('not-holder');
const privileged = (actor: Actor) => (): Refusal | undefined => (actor.privileged ? undefined : refusal('not-privileged'));

/** Nodes already handled and sent on (by send or special send), other than the current one, oldest first. */
export function passedNodes(affair: Affair): NodeId[] {
  const nodes = affair.history.filter((entry) => entry.action === 'send' || entry.action === 'specialSend').map((entry) => entry.fromNode);
  return [...new Set(nodes)].filter((node) => node !== affair.task?.node);
}

/** Who handled a passed node last (the holder, when a delegate acted for them). */
export function lastHandlerOf(affair: Affair, node: NodeId): UserId | undefined {
  const entry: HistoryEntry | undefined = affair.history.findLast(
    (e) => (e.action === 'send' || e.action === 'specialSend') && e.fromNode === node,
  );
  return entry === undefined ? undefined : (entry.onBehalfOf ?? entry.actor);
}

/** The checks of each action that do not depend on the command's details. */
export const GUARDS = {
  cancelRegistration: (a: Affair, actor: Actor): Refusal | undefined =>
    first(() => within(a, ['draft']), () => (actor.userId === a.registeredBy ? undefined : refusal('not-registrant'))),
  send: (a: Affair, actor: Actor, at: string): Refusal | undefined => first(() => within(a, ['draft', 'running']), holds(a, actor, at)),
  specialSend: (a: Affair, actor: Actor): Refusal | undefined => first(() => within(a, ['draft', 'running']), privileged(actor)),
  turnBack: (a: Affair, actor: Actor, at: string): Refusal | undefined => first(() => within(a, ['running']), holds(a, actor, at)),
  transfer: (a: Affair, actor: Actor, at: string): Refusal | undefined => first(() => within(a, ['running']), holds(a, actor, at)),
  getBack: (a: Affair, actor: Actor): Refusal | undefined =>
    first(
      () => within(a, ['running']),
      () => (a.task?.sentBy === actor.userId ? undefined : refusal('not-sender')),
      () => (a.task?.returnTo === undefined ? refusal('cannot-get-back') : undefined),
      () => (a.task?.acted === true ? refusal('already-acted') : undefined),
    ),
  obsolete: (a: Affair, actor: Actor, at: string): Refusal | undefined =>
    first(() => (['draft', 'running', 'suspended'].includes(a.status) ? undefined : refusal('wrong-status')), holdsOrPrivileged(a, actor, at)),
  restore: (a: Affair, actor: Actor): Refusal | undefined =>
    first(
      () => (a.status === 'obsolete' ? undefined : refusal('wrong-status')),
      () => (a.stash === undefined ? refusal('cannot-restore') : undefined),
      () => (actor.privileged || a.stash?.by === actor.userId ? undefined : refusal('not-privileged')),
    ),
  suspend: (a: Affair, actor: Actor, at: string): Refusal | undefined =>
    first(() => (a.status === 'running' ? undefined : refusal('wrong-status')), holdsOrPrivileged(a, actor, at)),
  cancelSuspend: (a: Affair, actor: Actor): Refusal | undefined =>
    first(
      () => (a.status === 'suspended' ? undefined : refusal('wrong-status')),
      () => (actor.privileged || a.suspendedBy === actor.userId ? undefined : refusal('not-privileged')),
    ),
  accredit: (a: Affair, actor: Actor): Refusal | undefined =>
    first(
      () => (['draft', 'running', 'suspended'].includes(a.status) ? undefined : refusal('wrong-status')),
      () => (a.task?.assignee.kind === 'person' && a.task.assignee.id === actor.userId ? undefined : refusal('not-holder')),
    ),
  /** The delegate answers a delegation made to them on this affair. */
  accreditAnswer: (a: Affair, actor: Actor): Refusal | undefined =>
    first(
      () => (['draft', 'running', 'suspended'].includes(a.status) ? undefined : refusal('wrong-status')),
      () => (a.delegations.some((d) => d.to === actor.userId) ? undefined : refusal('not-delegate')),
    ),
  opinion: (a: Affair, actor: Actor, at: string): Refusal | undefined =>
    first(() => (['draft', 'running', 'suspended'].includes(a.status) ? undefined : refusal('wrong-status')), holds(a, actor, at)),
} as const;
