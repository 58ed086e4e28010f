import { inject, injectable } from 'inversify';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
import { LEDGER_PAGE_SIZE_MAX } from '../../domain/ledger/ledger-limits';
import { isAutoLedger, type AutoLedgerDef, type LedgerCycleOption, type LedgerRangeAnswer, type LedgerRangeQuery } from '../../domain/ledger/ledger-types';
import { LedgerApi } from '../../ports/ledger.port';
import { ChangeCount } from '../shared/change-count';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';
import { ledgerAppTexts as t } from './ledger-texts-app';

export interface StatsRequest extends LedgerRangeQuery {
  readonly keyTypeCode: FilingTypeCode;
}

interface StatsState {
  readonly request: StatsRequest | undefined;
  readonly answer: LedgerRangeAnswer | undefined;
  readonly cycles: readonly LedgerCycleOption[];
  /** The auto ledgers the picker offers, as the catalogue now names them. */
  readonly ledgers: readonly AutoLedgerDef[];
  readonly loading: boolean;
  readonly loadError?: string;
  readonly refused?: string;
  readonly busy: boolean;
  readonly actionError?: string;
}

/** 台账统计: one auto ledger over a range of periods, and the caller's saved custom statistics. */
@injectable()
export class LedgerStatsStore extends Store<StatsState> {
  private generation = 0;
  private readonly changes = new ChangeCount();

  constructor(@inject(LedgerApi) private readonly api: LedgerApi) {
    super({ request: undefined, answer: undefined, cycles: [], ledgers: [], loading: false, busy: false });
  }

  /** The auto ledgers, the cycles and their periods, for the pickers; never rejects. */
  async loadCycles(): Promise<void> {
    if (this.getValue().cycles.length > 0) return;
    try {
      const [cycles, page] = await Promise.all([this.api.cycles(), this.api.page({ pageIndex: 1, pageSize: LEDGER_PAGE_SIZE_MAX })]);
      this.update((state) => ({ ...state, cycles, ledgers: page.rows.filter(isAutoLedger) }));
    } catch (error) {
      this.update((state) => ({ ...state, loadError: messageOf(error, t.statsFailed) }));
    }
  }

  /**
   * Never rejects; the latest load wins. The saved statistics read last stay on screen meanwhile
   * and may be added to or removed from: an answer read before that succeeded is asked again, so
   * it cannot bring a removed one back or hide a new one.
   */
  async load(request: StatsRequest): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.update((state) => ({ ...state, request, loading: true, loadError: undefined, refused: undefined }));
    try {
      const { keyTypeCode, ...query } = request;
      const answer = await this.api.range(keyTypeCode, query);
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.load(request);
        return;
      }
      this.update((state) => ({ ...state, answer, loading: false }));
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, t.statsFailed);
      this.update((state) => ({ ...state, answer: undefined, loading: false, ...(isRefusal(error) ? { refused: message } : { loadError: message }) }));
    }
  }

  async reload(): Promise<void> {
    const { request } = this.getValue();
    if (request !== undefined) await this.load(request);
  }

  /** Saves the shown range under a name; resolves true when saved. */
  saveCustom(name: string): Promise<boolean> {
    return this.act((request, answer) => this.api.saveCustom({ name, ledgerId: answer.ledger.id, fromPeriod: request.fromPeriod, toPeriod: request.toPeriod, divisionCode: request.divisionCode }));
  }

  deleteCustom(id: string): Promise<boolean> {
    return this.act(() => this.api.deleteCustom(id));
  }

  /** Runs one action, then reads the range again; that read is not shown over a load begun meanwhile, which owns the page. */
  private async act(action: (request: StatsRequest, answer: LedgerRangeAnswer) => Promise<unknown>): Promise<boolean> {
    const { request, answer, busy } = this.getValue();
    if (request === undefined || answer === undefined || busy) return false;
    const generation = this.generation;
    this.update((state) => ({ ...state, busy: true, actionError: undefined }));
    try {
      await action(request, answer);
      this.changes.changed();
      const next = await this.api.range(request.keyTypeCode, request);
      this.update((state) => (generation === this.generation ? { ...state, answer: next, busy: false } : { ...state, busy: false }));
      return true;
    } catch (error) {
      this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, t.actionFailed) }));
      return false;
    }
  }
}
