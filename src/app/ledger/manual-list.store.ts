import { inject, injectable } from 'inversify';
import type { FormDesign, ImportReport, ManualRowView } from '../../domain/ledger/ledger-form-types';
import type { Page } from '../../ports/api/page.dto';
import { LedgerManualApi, type ManualRowQuery } from '../../ports/ledger-manual.port';
import type { DownloadedFile } from '../../ports/process.port';
import { Store } from '../shared/store';
import { messageOf, statusOf } from '../shared/failure-reading';

export const MANUAL_LIST_FAILED = '台账数据加载失败';
export const MANUAL_FILE_FAILED = '文件处理失败，请稍后重试';

interface ListState {
  readonly query: ManualRowQuery | undefined;
  readonly design: FormDesign | undefined;
  readonly page: Page<ManualRowView> | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** 403 / 404: the ledger is unknown or out of reach; no 重新加载 helps. */
  readonly refused?: string;
}

/** A file call's answer for the page: the file or report, or the message saying why not. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** /tz/secretary/list/{id}: a manual ledger's design and a page of its rows; the latest load wins. */
@injectable()
export class ManualListStore extends Store<ListState> {
  private generation = 0;

  constructor(@inject(LedgerManualApi) private readonly api: LedgerManualApi) {
    super({ query: undefined, design: undefined, page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: ManualRowQuery): Promise<void> {
    const generation = ++this.generation;
    const sameForm = this.getValue().design?.formId === query.formId;
    this.update((state) => ({ ...state, query, loading: true, error: undefined, refused: undefined, ...(sameForm ? {} : { design: undefined, page: undefined }) }));
    try {
      const [design, page] = await Promise.all([this.api.design(query.formId), this.api.rows(query)]);
      if (generation === this.generation) this.set({ query, design, page, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const status = statusOf(error);
      const message = messageOf(error, MANUAL_LIST_FAILED);
      this.update((state) => ({ ...state, loading: false, ...(status === 403 || status === 404 ? { refused: message } : { error: message }) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }

  /** Resolves the refusal's message, or undefined when deleted. */
  async remove(row: ManualRowView): Promise<string | undefined> {
    try {
      await this.api.deleteRow(row.formId, row.formId, row.instanceId);
      await this.reload();
      return undefined;
    } catch (error) {
      return messageOf(error, MANUAL_LIST_FAILED);
    }
  }

  template(formId: string): Promise<Outcome<DownloadedFile>> {
    return this.attempt(() => this.api.template(formId));
  }

  exportRows(formId: string, keyword: string | undefined): Promise<Outcome<DownloadedFile>> {
    return this.attempt(() => this.api.exportRows(formId, keyword));
  }

  /** Imports a filled template and shows the rows it added. */
  async importFile(formId: string, file: Blob): Promise<Outcome<ImportReport>> {
    const outcome = await this.attempt(() => this.api.importFile(formId, file));
    if (outcome.ok) await this.reload();
    return outcome;
  }

  private async attempt<T>(call: () => Promise<T>): Promise<Outcome<T>> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      return { ok: false, message: messageOf(error, MANUAL_FILE_FAILED) };
    }
  }
}
