import { inject, injectable } from 'inversify';
import type { LedgerCycleOption, LedgerDetail, LedgerInstance, LedgerOpinionView } from '../../domain/ledger/ledger-types';
import { LedgerApi } from '../../ports/ledger.port';
import type { DownloadedFile } from '../../ports/process.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';
import { ledgerAppTexts as t } from './ledger-texts-app';

interface DetailState {
  readonly instance: LedgerInstance | undefined;
  readonly detail: LedgerDetail | undefined;
  readonly opinions: readonly LedgerOpinionView[];
  /** The periods the picker offers, per cycle. */
  readonly cycles: readonly LedgerCycleOption[];
  readonly loading: boolean;
  readonly loadError?: string;
  /** Why the caller may not see it (the page says so instead of the table). */
  readonly refused?: string;
  readonly busy: boolean;
  readonly actionError?: string;
}

/** 部门台账详情: an auto ledger instance with its opinions; actions run one at a time. */
@injectable()
export class LedgerDetailStore extends Store<DetailState> {
  private generation = 0;

  constructor(@inject(LedgerApi) private readonly api: LedgerApi) {
    super({ instance: undefined, detail: undefined, opinions: [], cycles: [], loading: false, busy: false });
  }

  /** Never rejects. */
  async open(instance: LedgerInstance): Promise<void> {
    const generation = ++this.generation;
    const known = this.getValue().cycles;
    this.set({ instance, detail: undefined, opinions: [], cycles: known, loading: true, busy: false });
    try {
      const [detail, cycles] = await Promise.all([this.api.detail(instance), known.length > 0 ? Promise.resolve(known) : this.api.cycles()]);
      const opinions = await this.api.opinions(detail.ledger.id, detail.instanceKey);
      if (generation === this.generation) this.set({ instance, detail, opinions, cycles, loading: false, busy: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, t.detailFailed);
      this.set({ instance, detail: undefined, opinions: [], cycles: known, loading: false, busy: false, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
    }
  }

  /** Where a ledger opens without an instance in the address (its last complete period of the caller's division). */
  async defaultUrl(ledgerId: string): Promise<string | undefined> {
    try {
      return (await this.api.ledger(ledgerId)).openUrl;
    } catch (error) {
      const message = messageOf(error, t.detailFailed);
      this.set({ instance: undefined, detail: undefined, opinions: [], cycles: this.getValue().cycles, loading: false, busy: false, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
      return undefined;
    }
  }

  async reload(): Promise<void> {
    const { instance } = this.getValue();
    if (instance !== undefined) await this.open(instance);
  }

  /** Resolves true when added; a refusal keeps the typed text on the page. */
  addOpinion(content: string): Promise<boolean> {
    return this.act(async (d) => {
      await this.api.addOpinion(d.ledger.id, d.instanceKey, content);
      return this.api.opinions(d.ledger.id, d.instanceKey);
    });
  }

  deleteOpinion(id: string): Promise<boolean> {
    return this.act(async (d) => {
      await this.api.deleteOpinion(id);
      return this.api.opinions(d.ledger.id, d.instanceKey);
    });
  }

  /** The instance as .xlsx, or undefined when refused (the message is in actionError). */
  async exportFile(): Promise<DownloadedFile | undefined> {
    const { instance, busy } = this.getValue();
    if (instance === undefined || busy) return undefined;
    this.update((state) => ({ ...state, busy: true, actionError: undefined }));
    try {
      const file = await this.api.exportDetail(instance);
      this.update((state) => ({ ...state, busy: false }));
      return file;
    } catch (error) {
      this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, t.actionFailed) }));
      return undefined;
    }
  }

  /** Another instance (or period) opened meanwhile owns the page, so the answer is not shown over it. */
  private async act(action: (detail: LedgerDetail) => Promise<LedgerOpinionView[]>): Promise<boolean> {
    const { detail, busy } = this.getValue();
    if (detail === undefined || busy) return false;
    const generation = this.generation;
    this.update((state) => ({ ...state, busy: true, actionError: undefined }));
    try {
      const opinions = await action(detail);
      if (generation === this.generation) this.update((state) => ({ ...state, opinions, busy: false }));
      return true;
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, t.actionFailed) }));
      return false;
    }
  }
}
