import type { ReceiptDraft } from '../../domain/document/document-types';
import type { ReceiptQuery, ReceiptRow, SplitChoice } from '../../domain/document/receipt-service';
import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';

/** 公文 (our own calls under /api/op; SPEC section 7 names none). */
export interface DocumentEndpoints {
  /** The caller's unit's receipts and those split to the caller's department; overdue first. */
  'GET /api/op/document/receive/list': { query: ReceiptQuery; data: Page<ReceiptRow> };
  /** 404 for a receipt the caller may not see, so that its existence does not leak. */
  'GET /api/op/document/receive/details': { query: { readonly id: string }; data: ReceiptRow };
  /** The offices of the caller's bureau a receipt may be split to. */
  'GET /api/op/document/receive/departments': { data: SplitChoice[] };
  /** 收文登记: 400 with fieldProblems. */
  'POST /api/op/document/receive/register': { body: ReceiptDraft; data: ReceiptRow };
  /** 分办 at the version read: 409 when stale or already split. */
  'POST /api/op/document/receive/split': { body: { readonly id: string; readonly version: number; readonly departments: readonly string[] }; data: ReceiptRow };
  /** 收文处理笺 as PDF; 404 like details. */
  'GET /api/op/document/receive/print': { query: { readonly id: string }; data: BinaryPayload };
}
