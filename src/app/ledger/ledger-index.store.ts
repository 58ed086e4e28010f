import { inject, injectable } from 'inversify';
import type { LedgerCycleOption, LedgerDept, LedgerQuery, LedgerRow, LedgerSave } from '../../domain/ledger/ledger-types';
import type { Page } from '../../ports/api/page.dto';
import { LedgerApi } from '../../ports/ledger.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';
import { ledgerAppTexts as t } from './ledger-texts-app';

interface IndexState {
  readonly query: LedgerQuery | undefined;
  readonly page: Page<LedgerRow> | undefined;
  readonly cycles: readonly LedgerCycleOption[];
  readonly depts: readonly LedgerDept[];
  readonly loading: boolean;
  readonly error?: string;
  /** Ledger ids whose 关注 is being changed: a second click waits for the first. */
  readonly toggling: readonly string[];
  readonly actionError?: string;
}

/** 台账目录: the catalogue page for the filters in the address; the latest load wins. */
@injectable()
export class LedgerIndexStore extends Store<IndexState> {
  private generation = 0;

  constructor(@inject(LedgerApi) private readonly api: LedgerApi) {
    super({ query: undefined, page: undefined, cycles: [], depts: [], loading: false, toggling: [] });
  }

  /** Never rejects. */
  async load(query: LedgerQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const [page, cycles, depts] = await Promise.all([
        this.api.page(query),
        this.getValue().cycles.length > 0 ? Promise.resolve(this.getValue().cycles) : this.api.cycles(),
        this.getValue().depts.length > 0 ? Promise.resolve(this.getValue().depts) : this.api.depts(),
      ]);
      if (generation === this.generation) this.update((state) => ({ ...state, query, page, cycles, depts, loading: false }));
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, t.listFailed) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }

  /** 关注 or 取消关注; the row changes in place, the 关注 filter reloads. Resolves false when refused. */
  async toggleInterest(row: LedgerRow): Promise<boolean> {
    if (this.getValue().toggling.includes(row.id)) return false;
    this.update((state) => ({ ...state, toggling: [...state.toggling, row.id], actionError: undefined }));
    try {
      const next = await this.api.setInterest(row.id, !row.interested);
      this.update((state) => ({
        ...state,
        toggling: state.toggling.filter((id) => id !== row.id),
        page: state.page === undefined ? undefined : { ...state.page, rows: state.page.rows.map((r) => (r.id === next.id ? next : r)) },
      }));
      if (this.getValue().query?.interest !== undefined) await this.reload();
      return true;
    } catch (error) {
      this.update((state) => ({ ...state, toggling: state.toggling.filter((id) => id !== row.id), actionError: messageOf(error, t.actionFailed) }));
      return false;
    }
  }

  /** PUT /list/{id}: resolves undefined when saved (the row changes in place), else the refusal's message. */
  async save(id: string, body: LedgerSave): Promise<string | undefined> {
    try {
      const next = await this.api.save(id, body);
      this.update((state) => ({ ...state, page: state.page === undefined ? undefined : { ...state.page, rows: state.page.rows.map((r) => (r.id === next.id ? next : r)) } }));
      return undefined;
    } catch (error) {
      return messageOf(error, t.actionFailed);
    }
  }
}
