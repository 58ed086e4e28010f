import type { ServiceIdentifier } from 'inversify';
import type { DesignSave, FormDesign, FormField, ImportReport, ManualRowView, RowSave } from '../domain/ledger/ledger-form-types';
import type { Page } from './api/page.dto';
import type { DownloadedFile } from './process.port';

export interface ManualRowQuery {
  readonly formId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly keyword?: string;
  readonly instanceId?: string;
}

/**
 * 手工台账. Refusals reject with an ApiFailure: 404 an unknown form or a row outside the caller's
 * jurisdiction, 403 a design save by anyone but the province, 400 with the fields' messages
 * (body.fieldProblems), 409 when someone saved first.
 */
export interface LedgerManualApi {
  design(formId: string): Promise<FormDesign>;
  fields(formId: string): Promise<FormField[]>;
  saveDesign(formId: string, body: DesignSave): Promise<FormDesign>;
  rows(query: ManualRowQuery): Promise<Page<ManualRowView>>;
  saveRow(body: RowSave): Promise<ManualRowView>;
  deleteRow(keyTypeCode: string, formId: string, instanceId: string): Promise<void>;
  exportRows(formId: string, keyword?: string): Promise<DownloadedFile>;
  template(formId: string): Promise<DownloadedFile>;
  importFile(formId: string, file: Blob): Promise<ImportReport>;
}
export const LedgerManualApi = Symbol.for('LedgerManualApi') as ServiceIdentifier<LedgerManualApi>;
