import type { Affair, AffairAction, HistoryEntry, OpenTask } from './affair';
import { designates, person, startNode, type Actor, type ProcessDefinition } from './definition';
import { GUARDS, holding } from './guards';
import type { AffairKey, FilesKey, UserId } from './ids';
import { refusal, type Refusal } from './refusals';
import { err, ok, type Result } from '../shared/result';

type Outcome = Result<Affair, Refusal>;

interface RegisterCommand {
  readonly definition: ProcessDefinition;
  readonly keyDigNumGather: AffairKey;
  readonly keyNumGather: FilesKey;
  readonly title: string;
}
interface AccreditCommand {
  readonly to: UserId;
  /** YYYY-MM-DD, inclusive. */
  readonly start: string;
  readonly end: string;
}
interface AccreditAnswerCommand {
  readonly from: UserId;
  readonly accept: boolean;
  readonly opinion?: string;
}
interface OpinionCommand {
  readonly opinion: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Appends one entry at the open task's node (which these actions never move). */
function logged(affair: Affair, actor: Actor, at: string, action: AffairAction, extra: { onBehalfOf?: UserId; opinion?: string } = {}): readonly HistoryEntry[] {
  const node = affair.task?.node ?? affair.stash?.task.node ?? affair.history[affair.history.length - 1]?.toNode;
  if (node === undefined) return affair.history;
  return [...affair.history, { action, actor: actor.userId, ...extra, at, fromNode: node, toNode: node }];
}

/** 登记: a draft at the start node held by the registrant (anyone when the start node lists no candidates). */
export function register(actor: Actor, command: RegisterCommand, at: string): Outcome {
  const start = startNode(command.definition);
  if (start === undefined) return err(refusal('unknown-node'));
  if (start.candidates.length > 0 && !start.candidates.some((candidate) => designates(candidate, actor))) return err(refusal('not-privileged'));
  const title = command.title.trim();
  if (title.length === 0) return err(refusal('empty-title'));
  const task: OpenTask = { node: start.id, assignee: person(actor.userId), sentBy: actor.userId, sentAt: at, acted: false };
  return ok({
    keyDigNumGather: command.keyDigNumGather,
    keyNumGather: command.keyNumGather,
    procDefId: command.definition.id,
    title,
    status: 'draft',
    registeredBy: actor.userId,
    registeredAt: at,
    task,
    history: [{ action: 'register', actor: actor.userId, at, fromNode: start.id, toNode: start.id }],
    delegations: [],
  });
}

/** 撤销登记: the registrant withdraws a draft that was never sent; final (restore refuses it). */
export function cancelRegistration(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.cancelRegistration(affair, actor);
  if (refused !== undefined) return err(refused);
  const { task: _task, ...rest } = affair;
  return ok({ ...rest, status: 'obsolete', history: logged(affair, actor, at, 'cancelRegistration') });
}

/** 作废: to the invalid box; the status and open task are put aside for restore. */
export function obsolete(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.obsolete(affair, actor, at);
  if (refused !== undefined) return err(refused);
  const { task, ...rest } = affair;
  if (task === undefined || affair.status === 'finished' || affair.status === 'obsolete') return err(refusal('wrong-status'));
  return ok({ ...rest, status: 'obsolete', stash: { status: affair.status, task, by: actor.userId }, history: logged(affair, actor, at, 'obsolete') });
}

/** 恢复: back exactly as it was before obsolete (status, open task, suspension, delegations); only the history grows. */
export function restore(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.restore(affair, actor);
  if (refused !== undefined) return err(refused);
  const { stash, ...rest } = affair;
  if (stash === undefined) return err(refusal('cannot-restore'));
  return ok({ ...rest, status: stash.status, task: stash.task, history: logged(affair, actor, at, 'restore') });
}

/** 挂起: a running affair stops; it cannot be sent until the suspension is cancelled. */
export function suspend(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.suspend(affair, actor, at);
  if (refused !== undefined) return err(refused);
  return ok({ ...affair, status: 'suspended', suspendedBy: actor.userId, history: logged(affair, actor, at, 'suspend') });
}

/** 取消挂起: by whoever suspended it, or a privileged user. */
export function cancelSuspend(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.cancelSuspend(affair, actor);
  if (refused !== undefined) return err(refused);
  const { suspendedBy: _by, ...rest } = affair;
  return ok({ ...rest, status: 'running', history: logged(affair, actor, at, 'cancelSuspend') });
}

/** 授权: the holder in person lets a colleague act on their task for a date range; marks the task acted. */
export function accredit(affair: Affair, actor: Actor, command: AccreditCommand, at: string): Outcome {
  const refused = GUARDS.accredit(affair, actor);
  if (refused !== undefined) return err(refused);
  if (command.to === actor.userId) return err(refusal('bad-delegate'));
  if (!DAY.test(command.start) || !DAY.test(command.end) || command.end < command.start || command.end < at.slice(0, 10)) return err(refusal('bad-range'));
  const task = affair.task;
  if (task === undefined) return err(refusal('wrong-status'));
  const delegation = { from: actor.userId, to: command.to, start: command.start, end: command.end };
  return ok({
    ...affair,
    task: { ...task, acted: true },
    delegations: [...affair.delegations, delegation],
    history: logged(affair, actor, at, 'accredit'),
  });
}

/** 填写意见: the holder records an opinion on the open task without moving it; marks the task acted. */
export function addOpinion(affair: Affair, actor: Actor, command: OpinionCommand, at: string): Outcome {
  const refused = GUARDS.opinion(affair, actor, at);
  if (refused !== undefined) return err(refused);
  const opinion = command.opinion.trim();
  if (opinion.length === 0) return err(refusal('empty-opinion'));
  const task = affair.task;
  const held = holding(affair, actor, at);
  if (task === undefined || !held.ok) return err(refusal('not-holder'));
  const onBehalfOf = held.value.onBehalfOf;
  const extra = { ...(onBehalfOf === undefined ? {} : { onBehalfOf }), opinion };
  return ok({ ...affair, task: { ...task, acted: true }, history: logged(affair, actor, at, 'opinion', extra) });
}

/** 答复授权: the delegate accepts (nothing changes but the history) or declines (the delegation from `from` ends). */
export function accreditAnswer(affair: Affair, actor: Actor, command: AccreditAnswerCommand, at: string): Outcome {
  const refused = GUARDS.accreditAnswer(affair, actor);
  if (refused !== undefined) return err(refused);
  const mine = (d: Affair['delegations'][number]): boolean => d.to === actor.userId && d.from === command.from;
  if (!affair.delegations.some(mine)) return err(refusal('not-delegate'));
  const opinion = command.opinion?.trim() || (command.accept ? '接受授权' : '谢绝授权');
  const delegations = command.accept ? affair.delegations : affair.delegations.filter((d) => !mine(d));
  return ok({ ...affair, delegations, history: logged(affair, actor, at, 'accreditAnswer', { opinion }) });
}
