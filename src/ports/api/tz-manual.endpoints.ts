import type { DesignSave, FormDesign, FormField, ImportReport, ManualRowView, RowSave } from '../../domain/ledger/ledger-form-types';
import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';

/**
 * 手工台账 (SPEC section 7, /api/tz/manual…). For manual ledgers the keyTypeCode is the formId.
 * 404 hides a row outside the caller's jurisdiction; 409 refuses a save made on an older version.
 */
export interface TzManualEndpoints {
  /** Saves the design of form `id` (the province only). */
  'POST /api/tz/manual/:id': { params: { id: string }; body: DesignSave; data: FormDesign };
  'DELETE /api/tz/manual/:keyTypeCode/:formId': { params: { keyTypeCode: string; formId: string }; query: { instanceId: string }; data: null };
  /** Adds (no instanceId, version 0) or edits one row. */
  'POST /api/tz/manual/data': { body: RowSave; data: ManualRowView };
  'GET /api/tz/manual/designer/:formId': { params: { formId: string }; data: FormDesign };
  'GET /api/tz/manual/field/:formId': { params: { formId: string }; data: FormField[] };
  'POST /api/tz/manual': {
    query: { pageIndex: number; pageSize: number };
    body: { formId: string; keyword?: string; instanceId?: string };
    data: Page<ManualRowView>;
  };
  /** The ledger's rows (within the caller's jurisdiction) as .xlsx with its title and 合计. */
  'POST /api/tz/manual/excel': { body: { formId: string; keyword?: string }; data: BinaryPayload };
  /** The empty .xlsx template: the designed columns, with lists for choices. */
  'POST /api/tz/manual/template/:formId': { params: { formId: string }; data: BinaryPayload };
  'POST /api/tz/manual/excel/data/:formId': { params: { formId: string }; files: { file: Blob }; data: ImportReport };
}
