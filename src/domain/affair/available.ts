import type { Affair, AffairAction } from './affair';
import { nextNodes, type Actor, type ProcessDefinition } from './definition';
import { GUARDS, passedNodes } from './guards';

/** The buttons this user may press on this affair now (register is not among them: it makes a new affair). */
export function availableActions(affair: Affair, actor: Actor, definition: ProcessDefinition, at: string): AffairAction[] {
  const node = affair.task?.node;
  const hasNext = node !== undefined && nextNodes(definition, node).length > 0;
  const others = definition.nodes.find((n) => n.id === node)?.candidates.length ?? 0;
  const checks: readonly [AffairAction, boolean][] = [
    ['cancelRegistration', GUARDS.cancelRegistration(affair, actor) === undefined],
    ['send', hasNext && GUARDS.send(affair, actor, at) === undefined],
    ['specialSend', GUARDS.specialSend(affair, actor) === undefined],
    ['turnBack', passedNodes(affair).length > 0 && GUARDS.turnBack(affair, actor, at) === undefined],
    ['transfer', others > 1 && GUARDS.transfer(affair, actor, at) === undefined],
    ['getBack', GUARDS.getBack(affair, actor) === undefined],
    ['obsolete', GUARDS.obsolete(affair, actor, at) === undefined],
    ['restore', GUARDS.restore(affair, actor) === undefined],
    ['suspend', GUARDS.suspend(affair, actor, at) === undefined],
    ['cancelSuspend', GUARDS.cancelSuspend(affair, actor) === undefined],
    ['accredit', GUARDS.accredit(affair, actor) === undefined],
    ['accreditAnswer', GUARDS.accreditAnswer(affair, actor) === undefined],
    ['opinion', GUARDS.opinion(affair, actor, at) === undefined],
  ];
  return checks.filter(([, allowed]) => allowed).map(([action]) => action);
}
