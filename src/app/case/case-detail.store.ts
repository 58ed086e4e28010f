import { inject, injectable } from 'inversify';
import type { CaseDetail } from '../../domain/case/case-types';
import { CaseApi } from '../../ports/case.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from './case-failure';

export const CASE_LOAD_FAILED = '案件加载失败';

interface CaseDetailState {
  readonly detail: CaseDetail | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** Another division's case or none: the page says so instead of the case. */
  readonly refused?: string;
}

/** One case's details, by its id or by the affair that handles it; the latest open wins. */
@injectable()
export class CaseDetailStore extends Store<CaseDetailState> {
  private generation = 0;

  constructor(@inject(CaseApi) private readonly api: CaseApi) {
    super({ detail: undefined, loading: false });
  }

  /** Never rejects. */
  async open(by: { readonly id: string } | { readonly affairKey: string }): Promise<void> {
    const generation = ++this.generation;
    this.set({ detail: undefined, loading: true });
    try {
      const detail = await ('id' in by ? this.api.detail(by.id) : this.api.byAffair(by.affairKey));
      if (generation === this.generation) this.set({ detail, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, CASE_LOAD_FAILED);
      this.set({ detail: undefined, loading: false, ...(isRefusal(error) ? { refused: message } : { error: message }) });
    }
  }
}
