import { inject, injectable, optional } from 'inversify';
import { formatTimestamp } from '../../domain/format/date';
import type { PrintFontSource } from '../../print/print-font';
import type { DownloadedFile } from '../../ports/process.port';
import { PrintFontToken } from './print-font.token';
import { receiptSheetFile } from './receipt-print.memory';
import type { ReceiptDraft } from '../../domain/document/document-types';
import { receiptDetail, receiptPage, receiptSheetOf, registerReceipt, splitChoices, splitReceipt, type ReceiptCall, type ReceiptQuery, type ReceiptRow, type SplitChoice } from '../../domain/document/receipt-service';
import { errorNameFor } from '../../domain/errors/error-names';
import type { Result } from '../../domain/shared/result';
import { storageKeys } from '../../domain/session/storage-keys';
import type { Page } from '../../ports/api/page.dto';
import { receiptIdQuery, receiptListQuery, receiptRegisterBody, receiptSplitBody } from '../../ports/api/document.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { ReceiptApi } from '../../ports/document.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The mock server's refusal body, with the fields' messages of a 400 beside it. */
function unwrap<T>(result: Result<T, { readonly status: number; readonly message: string }>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}

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
    return this.runner.run(() => unwrap(receiptPage(this.call(), parsedInput(receiptListQuery, asQuery(query)))), quiet);
  }

  detail(id: string): Promise<ReceiptRow> {
    return this.runner.run(() => unwrap(receiptDetail(this.call(), parsedInput(receiptIdQuery, { id }).id)), quiet);
  }

  departments(): Promise<SplitChoice[]> {
    return this.runner.run(() => unwrap(splitChoices(this.call())), quiet);
  }

  register(body: ReceiptDraft): Promise<ReceiptRow> {
    return this.runner.run(() => {
      const { receipts, value } = unwrap(registerReceipt(this.call(), parsedInput(receiptRegisterBody, body)));
      this.backend.receipts = receipts;
      return value;
    }, quiet);
  }

  split(id: string, version: number, departments: readonly string[]): Promise<ReceiptRow> {
    return this.runner.run(() => {
      const checked = parsedInput(receiptSplitBody, { id, version, departments });
      const { receipts, affairs, value } = unwrap(splitReceipt(this.call(), checked.id, checked.version, checked.departments));
      this.backend.receipts = receipts;
      this.backend.affairs = affairs;
      return value;
    }, quiet);
  }

  print(id: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const sheet = unwrap(receiptSheetOf(this.call(), parsedInput(receiptIdQuery, { id }).id, formatTimestamp(this.backend.now()).slice(0, 16)));
      return receiptSheetFile(sheet, this.printFont);
    });
  }

  private call(): ReceiptCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), receipts: this.backend.receipts, affairs: this.backend.affairs };
  }
}
