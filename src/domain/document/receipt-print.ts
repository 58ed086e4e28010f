import type { ReceiptDraft } from './document-types';
import type { ReceiptAffairRow } from './receipt-affairs';

/** What the sheet reads of a receipt's row. */
interface PrintableReceipt extends ReceiptDraft {
  readonly id: string;
  readonly deadlineLabel: string;
  readonly affairRows: readonly ReceiptAffairRow[];
}

/** The steps of 公文办理 whose opinions fill the 处理笺's boxes. */
const PROPOSAL_NODE = 'gw_ny';
const LEADER_NODE = 'gw_ps';

/** 收文处理笺 as printed: the heading, the ruled boxes in order, the printed time. */
export interface ReceiptSheet {
  readonly heading: string;
  readonly id: string;
  readonly issuer: string;
  readonly issuerNumber: string;
  readonly receivedDate: string;
  readonly copies: string;
  readonly secrecy: string;
  readonly urgency: string;
  readonly title: string;
  readonly deadline: string;
  readonly proposal: readonly string[];
  readonly instructions: readonly string[];
  readonly results: readonly string[];
  readonly printedAt: string;
}

const bureauHeading = (bureau: string): string => `${bureau}收文处理笺`;

/** The sheet of a receipt: the clerk's 拟办意见 and the offices' own at 拟办, the leaders' 批示, and each office's result. */
export function receiptSheet(row: PrintableReceipt, bureau: string, printedAt: string): ReceiptSheet {
  const opinions = row.affairRows.flatMap((a) => a.opinions.map((o) => ({ ...o, office: a.departmentName })));
  const line = (o: (typeof opinions)[number]): string => `${o.text}（${o.by}，${o.at}）`;
  return {
    heading: bureauHeading(bureau),
    id: row.id,
    issuer: row.issuer,
    issuerNumber: row.issuerNumber,
    receivedDate: row.receivedDate,
    copies: String(row.copies),
    secrecy: row.secrecy,
    urgency: row.urgency,
    title: row.title,
    deadline: `${row.deadline}（${row.deadlineLabel}）`,
    proposal: [row.proposal, ...opinions.filter((o) => o.node === PROPOSAL_NODE && o.text !== row.proposal).map(line)].filter((t) => t !== ''),
    instructions: opinions.filter((o) => o.node === LEADER_NODE).map(line),
    results: row.affairRows.map((a) => {
      const done = a.opinions.filter((o) => o.node !== PROPOSAL_NODE && o.node !== LEADER_NODE).map((o) => o.text);
      return `${a.departmentName}：${a.finished ? '已办结' : `${a.statusLabel}（${a.nodeName}）`}${done.length > 0 ? `，${done.join('；')}` : ''}`;
    }),
    printedAt,
  };
}

/** The PDF's file name: 收文处理笺-SW202600001.pdf. */
export const receiptSheetFileName = (id: string): string => `收文处理笺-${id}.pdf`;
