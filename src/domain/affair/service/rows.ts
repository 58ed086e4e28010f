import { AFFAIR_ACTION_LABELS, AFFAIR_STATUS_LABELS, type Affair } from '../affair';
import type { ProcessDefinition } from '../definition';
import { definitionById } from '../definitions';
import { versionOf } from '../concurrency';
import type { AffairDetail, BoxRow, DelegationRow, HistoryRow } from '../wire';
import { beijingDay, nodeName, principalName, shown, userName } from './directory';
import type { AffairBook, Directory, StoredAffair, Supervision } from './types';

/** The node of the open task, else where it was put aside, else the last node reached. */
export const currentNodeOf = (affair: Affair): string | undefined =>
  affair.task?.node ?? affair.stash?.task.node ?? affair.history[affair.history.length - 1]?.toNode;

/** Nodes already handled (sent on), plus the end node once finished: the diagram paints them done. */
export function doneNodesOf(affair: Affair): string[] {
  const sent = affair.history.filter((e) => e.action === 'send' || e.action === 'specialSend').map((e) => e.fromNode as string);
  const end = affair.status === 'finished' ? [currentNodeOf(affair) ?? ''] : [];
  const current = affair.status === 'finished' ? undefined : currentNodeOf(affair);
  return [...new Set([...sent, ...end])].filter((id) => id.length > 0 && id !== current);
}

/**
 * A supervision runs late once its Beijing deadline day has passed and the affair is still open;
 * one on a temporary land use stays open (the land's reminder, not an affair, says when it ends).
 */
export const isOverdue = (supervision: Supervision, affair: Affair | undefined, at: string): boolean =>
  supervision.deadline < beijingDay(at) &&
  (affair === undefined ? supervision.temporaryLand !== undefined : affair.status !== 'finished' && affair.status !== 'obsolete');

const definitionOrEmpty = (affair: Affair): ProcessDefinition | undefined => definitionById(affair.procDefId);

export function boxRowOf(book: AffairBook, dir: Directory, stored: StoredAffair, at: string): BoxRow {
  const { affair } = stored;
  const definition = definitionOrEmpty(affair);
  const supervisions = book.supervisions.filter((s) => s.keyDigNumGather === affair.keyDigNumGather);
  return {
    keyDigNumGather: affair.keyDigNumGather,
    keyNumGather: affair.keyNumGather,
    title: affair.title,
    procDefId: affair.procDefId,
    processName: definition?.name ?? affair.procDefId,
    nodeName: definition === undefined ? '' : nodeName(definition, currentNodeOf(affair)),
    status: affair.status,
    statusLabel: AFFAIR_STATUS_LABELS[affair.status],
    handlerName: principalName(dir, affair.task?.assignee),
    registrantName: userName(dir, affair.registeredBy),
    registeredAt: shown(affair.registeredAt),
    updatedAt: shown(stored.updatedAt),
    supervised: supervisions.length > 0,
    overdueSupervision: supervisions.some((s) => isOverdue(s, affair, at)),
  };
}

export const delegationRowsOf = (dir: Directory, affair: Affair): DelegationRow[] =>
  affair.delegations.map((d) => ({ from: d.from, fromName: userName(dir, d.from), to: d.to, toName: userName(dir, d.to), start: d.start, end: d.end }));

export function historyRowsOf(dir: Directory, affair: Affair): HistoryRow[] {
  const definition = definitionOrEmpty(affair);
  const named = (id: string): string => (definition === undefined ? id : nodeName(definition, id));
  return affair.history.map((entry, index) => ({
    index: index + 1,
    action: entry.action,
    actionLabel: AFFAIR_ACTION_LABELS[entry.action],
    actorName: userName(dir, entry.actor),
    ...(entry.onBehalfOf === undefined ? {} : { onBehalfOfName: userName(dir, entry.onBehalfOf) }),
    at: shown(entry.at, 'yyyy-MM-dd HH:mm:ss'),
    fromNodeName: named(entry.fromNode),
    toNodeName: named(entry.toNode),
    ...(entry.opinion === undefined ? {} : { opinion: entry.opinion }),
  }));
}

export function detailOf(dir: Directory, stored: StoredAffair): AffairDetail {
  const { affair } = stored;
  const definition = definitionOrEmpty(affair);
  const current = affair.status === 'finished' ? undefined : currentNodeOf(affair);
  return {
    keyDigNumGather: affair.keyDigNumGather,
    keyNumGather: affair.keyNumGather,
    title: affair.title,
    procDefId: affair.procDefId,
    processName: definition?.name ?? affair.procDefId,
    status: affair.status,
    statusLabel: AFFAIR_STATUS_LABELS[affair.status],
    formFields: definition?.formFields ?? [],
    formData: stored.formData,
    ...(current === undefined ? {} : { currentNodeId: current, currentNodeName: definition === undefined ? current : nodeName(definition, current) }),
    doneNodeIds: doneNodesOf(affair),
    handlerName: principalName(dir, affair.task?.assignee),
    registrantName: userName(dir, affair.registeredBy),
    registeredAt: shown(affair.registeredAt),
    updatedAt: shown(stored.updatedAt),
    version: versionOf(affair),
    delegations: delegationRowsOf(dir, affair),
  };
}
