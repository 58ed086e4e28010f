import { inject, injectable } from 'inversify';
import { seedManualBook } from '../../demo/ledger-manual';
import { errorNameFor } from '../../domain/errors/error-names';
import { chinaToday } from '../../domain/filing/calendar-date';
import type { DesignSave, FormDesign, FormField, ImportReport, ManualBook, ManualRowView, RowSave } from '../../domain/ledger/ledger-form-types';
import type { ManualCall, ManualChanged, ManualServed } from '../../domain/ledger/ledger-manual-call';
import { deleteRow, designOf, fieldsOf, rowPage, saveDesign, saveRow } from '../../domain/ledger/ledger-manual';
import { exportTable, importRows, templateOf } from '../../domain/ledger/ledger-manual-excel';
import { storageKeys } from '../../domain/session/storage-keys';
import type { Page } from '../../ports/api/page.dto';
import { deleteParams, designBody, designParams, exportBody, formIdParams, instanceQuery, rowPageBody, rowPageQuery, rowSaveBody } from '../../ports/api/tz-manual.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { LedgerManualApi, ManualRowQuery } from '../../ports/ledger-manual.port';
import type { DownloadedFile } from '../../ports/process.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** The manual ledgers of each backend, beside it (as the mock server keeps db.ledgerManual), seeded around its clock on first use. */
const books = new WeakMap<MemoryBackend, ManualBook>();

/** The mock server's refusal body, with the fields' messages of a 400 beside it. */
function unwrap<T>(result: ManualServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}

const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

async function xlsxFile(bytes: Promise<Uint8Array>, fileName: string): Promise<DownloadedFile> {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return { blob: new Blob([Uint8Array.from(await bytes)], { type }), contentType: type, fileName };
}

/** LedgerManualApi on the in-memory backend: the same manual ledger service as the mock server. */
@injectable()
export class MemoryLedgerManualApi implements LedgerManualApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  design(formId: string): Promise<FormDesign> {
    return this.read((call) => designOf(call, parsedInput(formIdParams, { formId }).formId));
  }

  fields(formId: string): Promise<FormField[]> {
    return this.read((call) => fieldsOf(call, parsedInput(formIdParams, { formId }).formId)).then((fields) => [...fields]);
  }

  saveDesign(formId: string, body: DesignSave): Promise<FormDesign> {
    return this.change((call) => saveDesign(call, parsedInput(designParams, { id: formId }).id, parsedInput(designBody, body)));
  }

  rows(query: ManualRowQuery): Promise<Page<ManualRowView>> {
    return this.read((call) => {
      const page = parsedInput(rowPageQuery, asQuery({ pageIndex: query.pageIndex, pageSize: query.pageSize }));
      const body = parsedInput(rowPageBody, { formId: query.formId, keyword: query.keyword, instanceId: query.instanceId });
      return rowPage(call, { ...page, ...body });
    });
  }

  saveRow(body: RowSave): Promise<ManualRowView> {
    return this.change((call) => saveRow(call, parsedInput(rowSaveBody, body)));
  }

  async deleteRow(keyTypeCode: string, formId: string, instanceId: string): Promise<void> {
    await this.change((call) => {
      const params = parsedInput(deleteParams, { keyTypeCode, formId });
      return deleteRow(call, params.keyTypeCode, params.formId, parsedInput(instanceQuery, { instanceId }).instanceId);
    });
  }

  exportRows(formId: string, keyword?: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const body = parsedInput(exportBody, { formId, keyword });
      const table = unwrap(exportTable(this.call(), body.formId, body.keyword));
      // exceljs stays out of the HTTP bundle: only memory mode loads it, and only here.
      const { reportWorkbook, reportFileName } = await import('../../xlsx/report-workbook');
      return xlsxFile(reportWorkbook(table), reportFileName(table, chinaToday(this.backend.now()) ?? ''));
    }, quiet);
  }

  template(formId: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const template = unwrap(templateOf(this.call(), parsedInput(formIdParams, { formId }).formId));
      const { ledgerTemplateWorkbook, templateFileName } = await import('../../xlsx/ledger-excel-template');
      return xlsxFile(ledgerTemplateWorkbook(template), templateFileName(template));
    }, quiet);
  }

  importFile(formId: string, file: Blob): Promise<ImportReport> {
    return this.runner.run(async () => {
      const id = parsedInput(formIdParams, { formId }).formId;
      this.call();
      const { worksheetTable } = await import('../../xlsx/worksheet-table');
      const table = await worksheetTable(new Uint8Array(await file.arrayBuffer()));
      return this.apply((call) => importRows(call, id, table));
    }, quiet);
  }

  private read<T>(serve: (call: ManualCall) => ManualServed<T>): Promise<T> {
    return this.runner.run(() => unwrap(serve(this.call())), quiet);
  }

  private change<T>(serve: (call: ManualCall) => ManualChanged<T>): Promise<T> {
    return this.runner.run(() => this.apply(serve), quiet);
  }

  /** Judged and stored in one synchronous step. */
  private apply<T>(serve: (call: ManualCall) => ManualChanged<T>): T {
    const { book, value } = unwrap(serve(this.call()));
    books.set(this.backend, book);
    return value;
  }

  private call(): ManualCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    const dir = { users, departments, divisions };
    let book = books.get(this.backend);
    if (book === undefined) {
      book = seedManualBook(dir, this.backend.now());
      books.set(this.backend, book);
    }
    return { dir, userId, at: new Date(this.backend.now()).toISOString(), book };
  }
}
