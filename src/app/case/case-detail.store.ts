import { inject, injectable } from 'inversify';
import type { BoxType } from '../../domain/affair/wire';
import { caseDetailsPath } from '../../domain/case/case-links';
import type { CaseDetail } from '../../domain/case/case-types';
import { CaseApi } from '../../ports/case.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';

export const CASE_LOAD_FAILED = '案件加载失败';

interface CaseDetailState {
  readonly detail: CaseDetail | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** Another division's case or none: the page says so instead of the case. */
  readonly refused?: string;
}

const blank: CaseDetailState = { detail: undefined, loading: false };

/** One case's details by its id; the latest open wins. */
@injectable()
export class CaseDetailStore extends Store<CaseDetailState> {
  private generation = 0;

  constructor(@inject(CaseApi) private readonly api: CaseApi) {
    super(blank);
  }

  /** Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ ...blank, loading: true });
    try {
      const detail = await this.api.detail(id);
      if (generation === this.generation) this.set({ ...blank, detail });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, CASE_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { error: message }) });
    }
  }

  /**
   * SPEC section 2, an op event not from launch (and an address without subParams): the case's
   * parameters are fetched by id and box type, and the detail's full address is the answer. A
   * refusal or a failure is kept in the state as open's are; never rejects.
   */
  async paramsUrl(id: string, boxType: BoxType): Promise<string | undefined> {
    const generation = ++this.generation;
    this.set({ ...blank, loading: true });
    try {
      const params = await this.api.params(id, boxType);
      return generation === this.generation ? caseDetailsPath(params.id, params.filesKey, params.boxType) : undefined;
    } catch (error) {
      if (generation !== this.generation) return undefined;
      const message = messageOf(error, CASE_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { error: message }) });
      return undefined;
    }
  }
}
