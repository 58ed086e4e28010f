import type { Affair, AffairAction, HistoryEntry, OpenTask } from './affair';
import { findNode, isCandidate, isEdge, person, samePrincipal, type Actor, type Principal, type ProcessDefinition, type ProcessNode } from './definition';
import { GUARDS, holding, lastHandlerOf, passedNodes } from './guards';
import type { NodeId, UserId } from './ids';
import { refusal, type Refusal } from './refusals';
import { err, ok, type Result } from '../shared/result';

/** Send (manual complete) and special send: the next node and its handler (none for the end node). */
interface SendCommand {
  readonly definition: ProcessDefinition;
  readonly toNode: NodeId;
  readonly handler?: Principal;
  readonly opinion?: string;
}
interface TurnBackCommand {
  readonly toNode: NodeId;
  readonly opinion: string;
}
interface TransferCommand {
  readonly definition: ProcessDefinition;
  readonly handler: Principal;
  readonly opinion?: string;
}

type Outcome = Result<Affair, Refusal>;

const withOpinion = (opinion: string | undefined): { opinion?: string } => {
  const text = opinion?.trim() ?? '';
  return text.length > 0 ? { opinion: text } : {};
};

/** Appends one history entry and replaces the open task (none when finished). */
function move(
  affair: Affair,
  actor: Actor,
  at: string,
  action: AffairAction,
  onBehalfOf: UserId | undefined,
  to: { readonly node: NodeId; readonly task?: OpenTask; readonly opinion?: string },
): Affair {
  const fromNode = affair.task?.node ?? to.node;
  const entry: HistoryEntry = {
    action,
    actor: actor.userId,
    ...(onBehalfOf === undefined ? {} : { onBehalfOf }),
    at,
    fromNode,
    toNode: to.node,
    ...withOpinion(to.opinion),
  };
  const { task: _old, ...rest } = affair;
  const status = to.task === undefined ? 'finished' : 'running';
  return { ...rest, status, ...(to.task === undefined ? {} : { task: to.task }), history: [...affair.history, entry] };
}

/** Where a send may go: a node of this definition with a handler among its candidates (the end node takes none). */
function target(affair: Affair, command: SendCommand): Result<{ node: ProcessNode; handler?: Principal }, Refusal> {
  if (command.definition.id !== affair.procDefId) return err(refusal('wrong-definition'));
  const node = findNode(command.definition, command.toNode);
  if (node === undefined || node.kind === 'start') return err(refusal('unknown-node'));
  if (node.kind === 'end') return ok({ node });
  if (command.handler === undefined || !isCandidate(node, command.handler)) return err(refusal('not-a-candidate'));
  return ok({ node, handler: command.handler });
}

function forward(affair: Affair, actor: Actor, at: string, action: 'send' | 'specialSend', command: SendCommand, onBehalfOf?: UserId): Outcome {
  const found = target(affair, command);
  if (!found.ok) return found;
  const from = affair.task?.node ?? command.toNode;
  if (action === 'send' && !isEdge(command.definition, from, command.toNode)) return err(refusal('not-an-edge'));
  const { node, handler } = found.value;
  const task: OpenTask | undefined =
    handler === undefined ? undefined : { node: node.id, assignee: handler, sentBy: actor.userId, sentAt: at, acted: false, returnTo: from };
  return ok(move(affair, actor, at, action, onBehalfOf, { node: node.id, ...(task === undefined ? {} : { task }), ...withOpinion(command.opinion) }));
}

/** 发送: the holder (or their delegate) sends the task along an outgoing edge to a candidate of the next node. */
export function send(affair: Affair, actor: Actor, command: SendCommand, at: string): Outcome {
  const refused = GUARDS.send(affair, actor, at);
  if (refused !== undefined) return err(refused);
  const held = holding(affair, actor, at);
  return forward(affair, actor, at, 'send', command, held.ok ? held.value.onBehalfOf : undefined);
}

/** 特送: a privileged user sends the task to any node of the definition. */
export function specialSend(affair: Affair, actor: Actor, command: SendCommand, at: string): Outcome {
  const refused = GUARDS.specialSend(affair, actor);
  return refused === undefined ? forward(affair, actor, at, 'specialSend', command) : err(refused);
}

/** 退回: back to a node already handled, to whoever handled it last; an opinion is required. */
export function turnBack(affair: Affair, actor: Actor, command: TurnBackCommand, at: string): Outcome {
  const refused = GUARDS.turnBack(affair, actor, at);
  if (refused !== undefined) return err(refused);
  if (command.opinion.trim().length === 0) return err(refusal('opinion-required'));
  const handler = lastHandlerOf(affair, command.toNode);
  if (!passedNodes(affair).includes(command.toNode) || handler === undefined) return err(refusal('not-passed'));
  const held = holding(affair, actor, at);
  const from = affair.task?.node ?? command.toNode;
  const task: OpenTask = { node: command.toNode, assignee: person(handler), sentBy: actor.userId, sentAt: at, acted: false, returnTo: from };
  return ok(move(affair, actor, at, 'turnBack', held.ok ? held.value.onBehalfOf : undefined, { node: command.toNode, task, opinion: command.opinion }));
}

/** 转办: hand the open task to another candidate of the same node. */
export function transfer(affair: Affair, actor: Actor, command: TransferCommand, at: string): Outcome {
  const refused = GUARDS.transfer(affair, actor, at);
  if (refused !== undefined) return err(refused);
  const task = affair.task;
  if (task === undefined) return err(refusal('wrong-status'));
  if (command.definition.id !== affair.procDefId) return err(refusal('wrong-definition'));
  const node = findNode(command.definition, task.node);
  if (node === undefined) return err(refusal('unknown-node'));
  if (samePrincipal(task.assignee, command.handler)) return err(refusal('same-handler'));
  if (!isCandidate(node, command.handler)) return err(refusal('not-a-candidate'));
  const held = holding(affair, actor, at);
  const next: OpenTask = { node: task.node, assignee: command.handler, sentBy: actor.userId, sentAt: at, acted: false, returnTo: task.node };
  const onBehalfOf = held.ok ? held.value.onBehalfOf : undefined;
  return ok(move(affair, actor, at, 'transfer', onBehalfOf, { node: task.node, task: next, ...withOpinion(command.opinion) }));
}

/** 取回: the sender takes the task back to the node it came from, only while the next handler has not acted. */
export function getBack(affair: Affair, actor: Actor, at: string): Outcome {
  const refused = GUARDS.getBack(affair, actor);
  if (refused !== undefined) return err(refused);
  const returnTo = affair.task?.returnTo;
  if (returnTo === undefined) return err(refusal('cannot-get-back'));
  const task: OpenTask = { node: returnTo, assignee: person(actor.userId), sentBy: actor.userId, sentAt: at, acted: false };
  return ok(move(affair, actor, at, 'getBack', undefined, { node: returnTo, task }));
}
