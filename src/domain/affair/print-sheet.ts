import { printMessages as m } from './print-messages';
import type { PrintableAffair } from './service/types';
import type { HistoryRow } from './wire';

/** A label and its value, one row of the sheet's upper table. */
export interface SheetField {
  readonly label: string;
  readonly value: string;
}

/** One history row as its four printed cells: the node, who acted (for whom), when, the opinion. */
type SheetHistoryRow = readonly [node: string, actor: string, at: string, opinion: string];

/**
 * The 办理单 as plain data: everything the PDF and the Word file print, in print order, so that
 * both renderers (and both backends) print the same words.
 */
export interface PrintSheet {
  readonly heading: string;
  readonly title: string;
  readonly creator: string;
  /** The affair's facts, then its form fields. */
  readonly fields: readonly SheetField[];
  readonly historyHeading: string;
  readonly historyHeaders: SheetHistoryRow;
  readonly history: readonly SheetHistoryRow[];
  /** The footer's first part; the page line follows it. */
  readonly printedAt: string;
}

/** The node moved from, and where it went when the step left it (a step that stays names one node). */
function historyNode(row: HistoryRow): string {
  return row.toNodeName.length > 0 && row.toNodeName !== row.fromNodeName ? `${row.fromNodeName} → ${row.toNodeName}` : row.fromNodeName;
}

/** Who acted, and for whom when they acted as a deputy. */
function historyActor(row: HistoryRow): string {
  return row.onBehalfOfName === undefined ? row.actorName : `${row.actorName}（代${row.onBehalfOfName}）`;
}

function historyOpinion(row: HistoryRow): string {
  return row.opinion === undefined || row.opinion.length === 0 ? row.actionLabel : `${row.actionLabel}：${row.opinion}`;
}

export function printSheet(p: PrintableAffair): PrintSheet {
  return {
    heading: `${p.processName}${m.sheetSuffix}`,
    title: p.title,
    creator: m.creator,
    fields: [
      { label: m.summary.key, value: p.keyDigNumGather },
      { label: m.summary.process, value: p.processName },
      { label: m.summary.status, value: p.statusLabel },
      { label: m.summary.registrant, value: p.registrantName },
      { label: m.summary.registeredAt, value: p.registeredAt },
      ...p.fields,
    ],
    historyHeading: m.historyHeading,
    historyHeaders: m.historyHeaders,
    history: p.history.map((row) => [historyNode(row), historyActor(row), row.at, historyOpinion(row)]),
    printedAt: m.printedAt(p.printedAt),
  };
}
