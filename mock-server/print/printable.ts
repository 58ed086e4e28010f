import type { HistoryRow } from '../../src/domain/affair/views';
import type { PrintableAffair } from '../../src/domain/affair/service';

export type { PrintableAffair };

/** The facts printed above the form fields, in both the PDF and the Word file. */
export function summaryRows(p: PrintableAffair): { label: string; value: string }[] {
  return [
    { label: '事务编号', value: p.keyDigNumGather },
    { label: '流程名称', value: p.processName },
    { label: '当前状态', value: p.statusLabel },
    { label: '登记人', value: p.registrantName },
    { label: '登记时间', value: p.registeredAt },
  ];
}

export const HISTORY_HEADERS = ['环节', '办理人', '时间', '意见'] as const;

/** One history row as the four printed cells: the node, who acted (for whom), when, the opinion. */
export function historyCells(row: HistoryRow): [string, string, string, string] {
  const node = row.toNodeName.length > 0 && row.toNodeName !== row.fromNodeName ? `${row.fromNodeName} → ${row.toNodeName}` : row.fromNodeName;
  const actor = row.onBehalfOfName === undefined ? row.actorName : `${row.actorName}（代${row.onBehalfOfName}）`;
  const opinion = row.opinion === undefined || row.opinion.length === 0 ? row.actionLabel : `${row.actionLabel}：${row.opinion}`;
  return [node, actor, row.at, opinion];
}

/** The document heading: 临时用地审批办理单. */
export function reportHeading(p: PrintableAffair): string {
  return `${p.processName}办理单`;
}
