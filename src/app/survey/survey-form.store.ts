import { inject, injectable } from 'inversify';
import type { SurveyDetail, SurveyDraft, SurveyLink, SurveyProblems } from '../../domain/survey/survey-types';
import type { TreeOption } from '../../ports/api/user.dto';
import type { DownloadedFile } from '../../ports/process.port';
import { ProfileApi } from '../../ports/profile.port';
import { SurveyApi } from '../../ports/survey.port';
import { Store } from '../shared/store';
import { isConflict, isRefusal, messageOf, problemsOf } from '../shared/failure-reading';

export const SURVEY_LOAD_FAILED = '踏勘记录加载失败';
export const SURVEY_SAVE_FAILED = '保存失败，请稍后重试';

interface SurveyFormState {
  /** The survey shown; undefined for a new one (or while loading). */
  readonly detail: SurveyDetail | undefined;
  readonly loading: boolean;
  readonly loadError?: string;
  /** Another division's survey or none: the page shows this instead of the form. */
  readonly refused?: string;
  readonly saving: boolean;
  readonly saveError?: string;
  /** The last save was refused because someone saved first (409). */
  readonly stale: boolean;
  readonly problems: SurveyProblems;
}

const blank: SurveyFormState = { detail: undefined, loading: false, saving: false, stale: false, problems: {} };

/** One survey's form: open, save at the version read (one save at a time), print. */
@injectable()
export class SurveyFormStore extends Store<SurveyFormState> {
  private generation = 0;

  constructor(
    @inject(SurveyApi) private readonly api: SurveyApi,
    @inject(ProfileApi) private readonly profile: ProfileApi,
  ) {
    super(blank);
  }

  /** A new survey when id is undefined. Never rejects. */
  async open(id: string | undefined): Promise<void> {
    const generation = ++this.generation;
    if (id === undefined) {
      this.set(blank);
      return;
    }
    this.set({ ...blank, loading: true });
    try {
      const detail = await this.api.detail(id);
      if (generation === this.generation) this.set({ ...blank, detail });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, SURVEY_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
    }
  }

  /**
   * Saves the typed survey at the version read; resolves the saved record, or undefined when refused
   * (the page keeps what was typed and shows why). A second call while one runs does nothing.
   * Another survey opened meanwhile owns the page, so the answer is not shown over it.
   */
  async save(draft: SurveyDraft): Promise<SurveyDetail | undefined> {
    const { detail, saving } = this.getValue();
    if (saving) return undefined;
    const generation = this.generation;
    this.update((state) => ({ ...state, saving: true, saveError: undefined, stale: false, problems: {} }));
    try {
      const saved = await this.api.save({ ...draft, ...(detail === undefined ? { version: 0 } : { id: detail.id, version: detail.version }) });
      if (generation === this.generation) this.set({ ...blank, detail: saved });
      return saved;
    } catch (error) {
      if (generation !== this.generation) return undefined;
      this.update((state) => ({ ...state, saving: false, saveError: messageOf(error, SURVEY_SAVE_FAILED), stale: isConflict(error), problems: problemsOf(error) }));
      return undefined;
    }
  }

  /** The people tree the surveyors are picked from. */
  people(): Promise<TreeOption[]> {
    return this.profile.userTree();
  }

  links(text: string): Promise<SurveyLink[]> {
    return this.api.links(text);
  }

  /** The report PDF; rejects with the failure for the page to report. */
  report(): Promise<DownloadedFile> {
    const { detail } = this.getValue();
    return detail === undefined ? Promise.reject(new Error(SURVEY_LOAD_FAILED)) : this.api.report(detail.id);
  }
}
