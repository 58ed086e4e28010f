import type { Affair } from '../affair/affair';
import { AFFAIR_STATUS_LABELS } from '../affair/affair';
import { versionOf } from '../affair/concurrency';
import { DOCUMENT_HANDLING } from '../affair/definitions';
import { applyAction } from '../affair/service/actions';
import { principalsOf } from '../affair/service/affair-index';
import { nodeName, principalName, shown, userName } from '../affair/service/directory';
import { registerAffair } from '../affair/service/register';
import type { AffairBook, Directory, Served, StoredAffair } from '../affair/service/types';
import { ok } from '../shared/result';
import type { ReceiptDraft } from './document-types';

/** The step of 公文办理 a split receipt waits at in each department: 拟办, with the 拟办意见 as the sender's opinion. */
export const SPLIT_NODE = 'gw_ny';
const SUMMARY_MAX = 500;

/** One affair a receipt was split into, as the receipt's details show it. */
export interface ReceiptAffairRow {
  readonly departmentId: string;
  readonly departmentName: string;
  readonly keyDigNumGather: string;
  readonly nodeName: string;
  readonly holderName: string;
  readonly statusLabel: string;
  readonly finished: boolean;
  readonly opinions: readonly ReceiptOpinion[];
}

/** An opinion given on one of the receipt's affairs, at the step (node id) it was given at. */
export interface ReceiptOpinion {
  readonly node: string;
  readonly nodeName: string;
  readonly by: string;
  readonly at: string;
  readonly text: string;
}

/** Which department's affair is which. */
export interface ReceiptAffairLink {
  readonly departmentId: string;
  readonly keyDigNumGather: string;
}

/** The offices 公文办理's 拟办 may be handed to: a receipt may be split only to these. */
export const splittableDepartments = (): readonly string[] =>
  DOCUMENT_HANDLING.nodes.find((n) => n.id === SPLIT_NODE)?.candidates.filter((c) => c.kind === 'department').map((c) => c.id) ?? [];

function summaryOf(receipt: ReceiptDraft): string {
  const parts = [`办理期限：${receipt.deadline}`, `份数：${receipt.copies}`, `密级：${receipt.secrecy}`, receipt.proposal.trim() === '' ? '' : `拟办意见：${receipt.proposal.trim()}`];
  return parts.filter((p) => p !== '').join('；').slice(0, SUMMARY_MAX);
}

/**
 * 分办: one 公文办理 affair per department, registered by the clerk with the receipt's facts and
 * sent at once to 拟办 held by the department, so that every member of the office has it in 待办.
 */
export function startReceiptAffairs(
  book: AffairBook,
  dir: Directory,
  clerk: string,
  receipt: ReceiptDraft,
  departments: readonly string[],
  at: string,
): Served<{ readonly book: AffairBook; readonly links: readonly ReceiptAffairLink[] }> {
  let current = book;
  const links: ReceiptAffairLink[] = [];
  const formData = { docNumber: receipt.issuerNumber, issuer: receipt.issuer, receivedDate: receipt.receivedDate, urgency: receipt.urgency, summary: summaryOf(receipt) };
  for (const departmentId of departments) {
    const made = registerAffair(current, dir, clerk, DOCUMENT_HANDLING.id, { title: receipt.title, formData }, at);
    if (!made.ok) return made;
    const key = made.value.value.keyDigNumGather;
    const affair = made.value.book.affairs.find((s) => s.affair.keyDigNumGather === key)?.affair;
    const opinion = receipt.proposal.trim();
    const sent = applyAction(made.value.book, dir, clerk, {
      kind: 'complete',
      body: { keyDigNumGather: key, version: affair === undefined ? 0 : versionOf(affair), toNode: SPLIT_NODE, handler: { kind: 'department', id: departmentId }, ...(opinion === '' ? {} : { opinion }) },
    }, at);
    if (!sent.ok) return sent;
    current = sent.value.book;
    links.push({ departmentId, keyDigNumGather: key });
  }
  return ok({ book: current, links });
}

const affairOf = (affairs: readonly StoredAffair[], key: string): Affair | undefined => affairs.find((s) => s.affair.keyDigNumGather === key)?.affair;

/** Where each of a receipt's affairs stands now. */
export function receiptAffairRows(dir: Directory, affairs: readonly StoredAffair[], links: readonly ReceiptAffairLink[]): ReceiptAffairRow[] {
  return links.map((link) => {
    const affair = affairOf(affairs, link.keyDigNumGather);
    const finished = affair?.status === 'finished';
    return {
      departmentId: link.departmentId,
      departmentName: principalName(dir, { kind: 'department', id: link.departmentId }),
      keyDigNumGather: link.keyDigNumGather,
      nodeName: affair === undefined ? '' : finished ? (DOCUMENT_HANDLING.nodes.find((n) => n.kind === 'end')?.name ?? '') : nodeName(DOCUMENT_HANDLING, affair.task?.node),
      holderName: principalName(dir, affair?.task?.assignee),
      statusLabel: affair === undefined ? '' : AFFAIR_STATUS_LABELS[affair.status],
      finished,
      opinions: (affair?.history ?? []).flatMap((entry) =>
        entry.opinion === undefined || entry.fromNode === 'gw_dj' ? [] : [{ node: entry.fromNode, nodeName: nodeName(DOCUMENT_HANDLING, entry.fromNode), by: userName(dir, entry.actor), at: shown(entry.at), text: entry.opinion }],
      ),
    };
  });
}

/** Everyone an affair of the receipt names (registrant, actors, holder, delegates): the receipt's handlers. */
export const receiptHandlers = (affairs: readonly StoredAffair[], links: readonly ReceiptAffairLink[]): readonly string[] =>
  links.flatMap((link) => {
    const stored = affairs.find((s) => s.affair.keyDigNumGather === link.keyDigNumGather);
    return stored === undefined ? [] : principalsOf(stored);
  });
