import { inject, injectable } from 'inversify';
import type { LandDetail } from '../../domain/temporary-land/land-types';
import { TemporaryLandApi } from '../../ports/temporary-land.port';
import { ChangeCount } from '../shared/change-count';
import { Store } from '../shared/store';
import { messageOf, statusOf } from '../shared/failure-reading';

export const LAND_DETAIL_LOAD_FAILED = '临时用地详情加载失败';
export const LAND_SAVE_FAILED = '保存失败，请重试';

interface LandDetailsState {
  readonly id: string | undefined;
  readonly detail: LandDetail | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** 403 or 404: the page says so instead of the details. */
  readonly refused?: string;
}

/** What an acceptance action sends besides the record's id and version. */
export type AcceptanceInput = { readonly kind: 'register'; readonly date: string; readonly opinion: string } | { readonly kind: 'decide'; readonly passed: boolean; readonly date: string; readonly opinion: string };

/** The outcome of an action: done, or the Chinese reason it was refused (the dialog keeps its input). */
export type ActionOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly stale: boolean };

/** 临时用地 details and its acceptance actions. */
@injectable()
export class LandDetailsStore extends Store<LandDetailsState> {
  private generation = 0;
  private acting = false;
  private readonly changes = new ChangeCount();

  constructor(@inject(TemporaryLandApi) private readonly api: TemporaryLandApi) {
    super({ id: undefined, detail: undefined, loading: false });
  }

  /**
   * Loads a record. The same record stays on screen meanwhile and may be acted on: an answer read
   * before an action succeeded is asked again, so it cannot bring back the older version. Never rejects.
   */
  async load(id: string): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.set({ id, detail: this.getValue().id === id ? this.getValue().detail : undefined, loading: true });
    try {
      const detail = await this.api.details(id);
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.load(id);
        return;
      }
      this.set({ id, detail, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const status = statusOf(error);
      const message = messageOf(error, LAND_DETAIL_LOAD_FAILED);
      this.set({ id, detail: undefined, loading: false, ...(status === 403 || status === 404 ? { refused: message } : { error: message }) });
    }
  }

  /**
   * One acceptance step on the shown version; a second call while one is under way is ignored. Its
   * answer is not shown over another record opened meanwhile.
   */
  async act(input: AcceptanceInput): Promise<ActionOutcome | undefined> {
    const { detail } = this.getValue();
    if (detail === undefined || this.acting) return undefined;
    this.acting = true;
    try {
      const base = { id: detail.id, version: detail.version, date: input.date, opinion: input.opinion };
      const next = input.kind === 'register' ? await this.api.register(base) : await this.api.decide({ ...base, passed: input.passed });
      if (this.getValue().id === next.id) {
        this.changes.changed();
        this.set({ id: next.id, detail: next, loading: false });
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, message: messageOf(error, LAND_SAVE_FAILED), stale: statusOf(error) === 409 };
    } finally {
      this.acting = false;
    }
  }
}
