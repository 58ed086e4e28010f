import type { Affair } from './affair';
import { designates, type Actor } from './definition';
import { holding } from './guards';
import type { BoxName } from './wire';

const OPEN: readonly Affair['status'][] = ['draft', 'running', 'suspended'];

/** Whether the actor appears in the history, as actor or as the holder a delegate acted for. */
const tookPart = (affair: Affair, actor: Actor): boolean =>
  affair.registeredBy === actor.userId || affair.history.some((entry) => entry.actor === actor.userId || entry.onBehalfOf === actor.userId);

/** 待办: the open task is the actor's, their department's or unit's, or delegated to them today. */
export const isTodo = (affair: Affair, actor: Actor, at: string): boolean => OPEN.includes(affair.status) && holding(affair, actor, at).ok;

/**
 * Whether the actor may see the affair at all: they took part, hold it (also while it is put
 * aside by obsolete), are a delegate on it, or are privileged (the admin sees every affair).
 * Needs no time: whoever has the task in 待办 on some day is a holder or a delegate.
 */
export function mayView(affair: Affair, actor: Actor): boolean {
  if (actor.privileged || tookPart(affair, actor)) return true;
  const assignee = affair.task?.assignee ?? affair.stash?.task.assignee;
  return (assignee !== undefined && designates(assignee, actor)) || affair.delegations.some((d) => d.to === actor.userId);
}

/** DOMAIN.md "Boxes are views of the same affairs from one user's side". */
export function inBox(affair: Affair, actor: Actor, box: BoxName, at: string): boolean {
  switch (box) {
    case 'todo':
      return isTodo(affair, actor, at);
    case 'done':
      return OPEN.includes(affair.status) && tookPart(affair, actor) && !isTodo(affair, actor, at);
    case 'finish':
      return affair.status === 'finished' && tookPart(affair, actor);
    case 'invalid':
      return affair.status === 'obsolete' && tookPart(affair, actor);
    case 'query':
    case 'condition':
      return mayView(affair, actor);
  }
}
