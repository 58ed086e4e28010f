import { inject, injectable } from 'inversify';
import type { CaseDetail, CaseDraft, CaseLink, CaseProblems } from '../../domain/case/case-types';
import { CaseApi } from '../../ports/case.port';
import { Store } from '../shared/store';
import { messageOf, problemsOf } from '../shared/failure-reading';

export const CASE_REGISTER_FAILED = '立案登记失败，请稍后重试';

interface CaseRegisterState {
  readonly saving: boolean;
  readonly error?: string;
  readonly problems: CaseProblems;
}

/** 立案登记: one registration at a time; a refusal keeps what was typed on the page. */
@injectable()
export class CaseRegisterStore extends Store<CaseRegisterState> {
  constructor(@inject(CaseApi) private readonly api: CaseApi) {
    super({ saving: false, problems: {} });
  }

  reset(): void {
    this.set({ saving: false, problems: {} });
  }

  /** The registered case, or undefined when refused (the state says why). A second call while one runs does nothing. */
  async register(draft: CaseDraft): Promise<CaseDetail | undefined> {
    if (this.getValue().saving) return undefined;
    this.set({ saving: true, problems: {} });
    try {
      const made = await this.api.register(draft);
      this.set({ saving: false, problems: {} });
      return made;
    } catch (error) {
      this.set({ saving: false, error: messageOf(error, CASE_REGISTER_FAILED), problems: problemsOf(error) });
      return undefined;
    }
  }

  links(text: string): Promise<CaseLink[]> {
    return this.api.links(text);
  }
}
