import { inject, injectable, optional } from 'inversify';
import { formatTimestamp } from '../../domain/format/date';
import type { PrintFontSource } from '../../print/print-font';
import type { DownloadedFile } from '../../ports/process.port';
import { PrintFontToken } from './print-font.token';
import { receiptSheetFile } from './receipt-print.memory';
import type { ReceiptDraft } from '../../domain/document/document-types';
import { receiptDetail, receiptPage, receiptSheetOf, registerReceipt, splitChoices, splitReceipt, type ReceiptCall, type ReceiptQuery, type ReceiptRow, type SplitChoice } from '../../domain/document/receipt-service';
import { storageKeys } from '../../domain/session/storage-keys';
import type { Page } from '../../ports/api/page.dto';
import { receiptIdQuery, receiptListQuery, receiptRegisterBody, receiptSplitBody } from '../../ports/api/document.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { ReceiptApi } from '../../ports/document.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { servedOrThrow } from './memory-refusal';
import { asQuery, parsedInput } from './memory-input';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** ReceiptApi on the in-memory backend: the same receipt service as the mock server. */
@injectable()
export class MemoryReceiptApi implements ReceiptApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
    @inject(PrintFontToken) @optional() private readonly printFont?: PrintFontSource,
  ) {}

  list(query: ReceiptQuery): Promise<Page<ReceiptRow>> {
    return this.runner.run(() => servedOrThrow(receiptPage(this.call(), parsedInput(receiptListQuery, asQuery(query)))), quiet);
  }

  detail(id: string): Promise<ReceiptRow> {
    return this.runner.run(() => servedOrThrow(receiptDetail(this.call(), parsedInput(receiptIdQuery, { id }).id)), quiet);
  }

  departments(): Promise<SplitChoice[]> {
    return this.runner.run(() => servedOrThrow(splitChoices(this.call())), quiet);
  }

  register(body: ReceiptDraft): Promise<ReceiptRow> {
    return this.runner.run(() => {
      const { receipts, value } = servedOrThrow(registerReceipt(this.call(), parsedInput(receiptRegisterBody, body)));
      this.backend.receipts = receipts;
      return value;
    }, quiet);
  }

  split(id: string, version: number, departments: readonly string[]): Promise<ReceiptRow> {
    return this.runner.run(() => {
      const checked = parsedInput(receiptSplitBody, { id, version, departments });
      const { receipts, affairs, value } = servedOrThrow(splitReceipt(this.call(), checked.id, checked.version, checked.departments));
      this.backend.receipts = receipts;
      this.backend.affairs = affairs;
      return value;
    }, quiet);
  }

  print(id: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const sheet = servedOrThrow(receiptSheetOf(this.call(), parsedInput(receiptIdQuery, { id }).id, formatTimestamp(this.backend.now()).slice(0, 16)));
      return receiptSheetFile(sheet, this.printFont);
    });
  }

  private call(): ReceiptCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), receipts: this.backend.receipts, affairs: this.backend.affairs };
  }
}
