import type { ServiceIdentifier } from 'inversify';
import type { ReceiptDraft } from '../domain/document/document-types';
import type { ReceiptQuery, ReceiptRow, SplitChoice } from '../domain/document/receipt-service';
import type { Page } from './api/page.dto';
import type { DownloadedFile } from './process.port';

/**
 * 收文 (公文). Refusals reject with an ApiFailure: 404 a receipt the caller may not see, 400 with
 * the fields' messages (body.fieldProblems), 409 when someone split or changed it first.
 */
export interface ReceiptApi {
  list(query: ReceiptQuery): Promise<Page<ReceiptRow>>;
  detail(id: string): Promise<ReceiptRow>;
  /** The offices of the caller's bureau a receipt may be split to. */
  departments(): Promise<SplitChoice[]>;
  register(body: ReceiptDraft): Promise<ReceiptRow>;
  split(id: string, version: number, departments: readonly string[]): Promise<ReceiptRow>;
  /** 收文处理笺 as PDF. */
  print(id: string): Promise<DownloadedFile>;
}
export const ReceiptApi = Symbol.for('ReceiptApi') as ServiceIdentifier<ReceiptApi>;
