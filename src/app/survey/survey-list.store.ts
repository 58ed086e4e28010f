import { inject, injectable } from 'inversify';
import type { SurveyQuery, SurveyRow } from '../../domain/survey/survey-types';
import type { Page } from '../../ports/api/page.dto';
import { SurveyApi } from '../../ports/survey.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const SURVEY_LIST_FAILED = '踏勘记录加载失败';

interface SurveyListState {
  readonly query: SurveyQuery | undefined;
  readonly page: Page<SurveyRow> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** 建设踏勘's list for the filters in the address; the latest load wins. */
@injectable()
export class SurveyListStore extends Store<SurveyListState> {
  private generation = 0;

  constructor(@inject(SurveyApi) private readonly api: SurveyApi) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: SurveyQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.api.list(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, SURVEY_LIST_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}
