import type { Affair } from '../affair';
import { staleVersion } from '../concurrency';
import type { Actor, Principal, ProcessDefinition } from '../definition';
import { nodeId, userId as asUserId } from '../ids';
import { accredit, accreditAnswer, addOpinion, cancelRegistration, cancelSuspend, obsolete, restore, suspend } from '../lifecycle';
import type { Refusal } from '../refusals';
import { getBack, send, specialSend, transfer, turnBack } from '../routing';
import type { AffairDetail, HandlerRef } from '../wire';
import type { Result } from '../../shared/result';
import { ok } from '../../shared/result';
import { affairChanged } from './affair-index';
import { actorOf, definitionOf, failure, refused, storedOf } from './directory';
import { detailOf } from './rows';
import type { ActionRequest, AffairBook, Changed, Directory, SendCheck } from './types';

const principal = (ref: HandlerRef | undefined): Principal | undefined => (ref === undefined ? undefined : { kind: ref.kind, id: ref.id });

/** Runs the engine function of one request. */
function run(affair: Affair, actor: Actor, definition: ProcessDefinition, request: ActionRequest, at: string): Result<Affair, Refusal> {
  switch (request.kind) {
    case 'complete': {
      const { toNode, handler, opinion, special } = request.body;
      const target = principal(handler);
      const command = { definition, toNode: nodeId(toNode), ...(target === undefined ? {} : { handler: target }), ...(opinion === undefined ? {} : { opinion }) };
      return special === true ? specialSend(affair, actor, command, at) : send(affair, actor, command, at);
    }
    case 'turnBack':
      return turnBack(affair, actor, { toNode: nodeId(request.body.toNode), opinion: request.body.opinion }, at);
    case 'transfer': {
      const { handler, opinion } = request.body;
      return transfer(affair, actor, { definition, handler: { kind: handler.kind, id: handler.id }, ...(opinion === undefined ? {} : { opinion }) }, at);
    }
    case 'cancelRegistration':
      return cancelRegistration(affair, actor, at);
    case 'getBack':
      return getBack(affair, actor, at);
    case 'obsolete':
      return obsolete(affair, actor, at);
    case 'restore':
      return restore(affair, actor, at);
    case 'suspend':
      return suspend(affair, actor, at);
    case 'cancelSuspend':
      return cancelSuspend(affair, actor, at);
    case 'opinion':
      return addOpinion(affair, actor, { opinion: request.body.opinion }, at);
    case 'accreditApply':
      return accredit(affair, actor, { to: asUserId(request.body.to), start: request.body.start, end: request.body.end }, at);
    case 'accreditAnswer': {
      const { from, accept, opinion } = request.body;
      return accreditAnswer(affair, actor, { from: asUserId(from), accept, ...(opinion === undefined ? {} : { opinion }) }, at);
    }
  }
}

/**
 * Every affair action: 404 unknown affair, then 409 when the version the user saw is stale
 * (someone acted in between; nothing is applied), then the engine's refusal as 403/400/409, then
 * for a send the other domains' `sendChecks` (their records' conditions on the next step).
 */
export function applyAction(book: AffairBook, dir: Directory, userId: string, request: ActionRequest, at: string, sendChecks: readonly SendCheck[] = []): Changed<AffairDetail> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const stored = storedOf(book, request.body.keyDigNumGather);
  if (!stored.ok) return stored;
  const { affair } = stored.value;
  const stale = staleVersion(affair, request.body.version);
  if (stale !== undefined) return refused(stale);
  if (request.kind === 'accreditApply' && !dir.users.some((u) => u.userId === request.body.to && u.kind === 'staff')) return failure(400, '被授权人不存在');
  const definition = definitionOf(affair.procDefId);
  if (!definition.ok) return definition;
  const outcome = run(affair, actor.value, definition.value, request, at);
  if (!outcome.ok) return refused(outcome.error);
  if (request.kind === 'complete') {
    const vetoed = sendChecks.map((check) => check(stored.value, request.body.toNode)).find((refusal) => refusal !== undefined);
    if (vetoed !== undefined) return failure(vetoed.status, vetoed.message);
  }
  const next = { ...stored.value, affair: outcome.value, updatedAt: at };
  const affairs = book.affairs.map((s) => (s.affair.keyDigNumGather === affair.keyDigNumGather ? next : s));
  affairChanged(book.affairs, affairs, stored.value, next);
  return ok({ book: { ...book, affairs }, value: detailOf(dir, next) });
}
