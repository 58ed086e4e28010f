import { inject, injectable } from 'inversify';
import type { ReceiptDraft } from '../../domain/document/document-types';
import type { ReceiptQuery, ReceiptRow, SplitChoice } from '../../domain/document/receipt-service';
import type { Page } from '../../ports/api/page.dto';
import type { ReceiptApi } from '../../ports/document.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';
import { receiptSheetFileName } from '../../domain/document/receipt-print';
import type { DownloadedFile } from '../../ports/process.port';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** ReceiptApi over HTTP. */
@injectable()
export class HttpReceiptApi implements ReceiptApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  list(query: ReceiptQuery): Promise<Page<ReceiptRow>> {
    return this.api.call('GET /api/op/document/receive/list', { query }, quiet);
  }

  detail(id: string): Promise<ReceiptRow> {
    return this.api.call('GET /api/op/document/receive/details', { query: { id } }, quiet);
  }

  departments(): Promise<SplitChoice[]> {
    return this.api.call('GET /api/op/document/receive/departments', {}, quiet);
  }

  register(body: ReceiptDraft): Promise<ReceiptRow> {
    return this.api.call('POST /api/op/document/receive/register', { body }, quiet);
  }

  split(id: string, version: number, departments: readonly string[]): Promise<ReceiptRow> {
    return this.api.call('POST /api/op/document/receive/split', { body: { id, version, departments } }, quiet);
  }

  print(id: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/document/receive/print', { params: { id } }, receiptSheetFileName(id));
  }
}
