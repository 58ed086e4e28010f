import { inject, injectable } from 'inversify';
import type { CaseQuery, CaseRow } from '../../domain/case/case-types';
import type { Page } from '../../ports/api/page.dto';
import { CaseApi } from '../../ports/case.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const CASE_LIST_FAILED = '案件加载失败';

interface CaseListState {
  readonly query: CaseQuery | undefined;
  readonly page: Page<CaseRow> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** 案件 list for the filters in the address; the latest load wins. */
@injectable()
export class CaseListStore extends Store<CaseListState> {
  private generation = 0;

  constructor(@inject(CaseApi) private readonly api: CaseApi) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: CaseQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.api.list(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, CASE_LIST_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}
