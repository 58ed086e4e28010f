import { inject, injectable } from 'inversify';
import type { DesignSave, FormDesign, FormField, ImportReport, ManualRowView, RowSave } from '../../domain/ledger/ledger-form-types';
import type { Page } from '../../ports/api/page.dto';
import type { LedgerManualApi, ManualRowQuery } from '../../ports/ledger-manual.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** LedgerManualApi over HTTP. */
@injectable()
export class HttpLedgerManualApi implements LedgerManualApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  design(formId: string): Promise<FormDesign> {
    return this.api.call('GET /api/tz/manual/designer/:formId', { params: { formId } }, quiet);
  }

  fields(formId: string): Promise<FormField[]> {
    return this.api.call('GET /api/tz/manual/field/:formId', { params: { formId } }, quiet);
  }

  saveDesign(formId: string, body: DesignSave): Promise<FormDesign> {
    return this.api.call('POST /api/tz/manual/:id', { params: { id: formId }, body }, quiet);
  }

  rows(query: ManualRowQuery): Promise<Page<ManualRowView>> {
    const { pageIndex, pageSize, ...body } = query;
    return this.api.call('POST /api/tz/manual', { query: { pageIndex, pageSize }, body }, quiet);
  }

  saveRow(body: RowSave): Promise<ManualRowView> {
    return this.api.call('POST /api/tz/manual/data', { body }, quiet);
  }

  async deleteRow(keyTypeCode: string, formId: string, instanceId: string): Promise<void> {
    await this.api.call('DELETE /api/tz/manual/:keyTypeCode/:formId', { params: { keyTypeCode, formId }, query: { instanceId } }, quiet);
  }

  exportRows(formId: string, keyword?: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/tz/manual/excel', { data: keyword === undefined ? { formId } : { formId, keyword } }, 'ledger.xlsx', quiet);
  }

  template(formId: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/tz/manual/template/:formId', { pathParams: { formId } }, 'template.xlsx', quiet);
  }

  importFile(formId: string, file: Blob): Promise<ImportReport> {
    const named = file instanceof File ? file : new File([file], 'import.xlsx');
    return this.api.call('POST /api/tz/manual/excel/data/:formId', { params: { formId }, files: { file: named } }, quiet);
  }
}
