import type { ServiceIdentifier } from 'inversify';
import type { CaseDetail, CaseDraft, CaseLink, CaseQuery, CaseRow } from '../domain/case/case-types';
import type { Page } from './api/page.dto';

/**
 * 案件. Refusals reject with an ApiFailure: 403 another division's case (or a city or province
 * registering), 404 none, 400 with the fields' messages (body.fieldProblems).
 */
export interface CaseApi {
  list(query: CaseQuery): Promise<Page<CaseRow>>;
  detail(id: string): Promise<CaseDetail>;
  links(text: string): Promise<CaseLink[]>;
  register(draft: CaseDraft): Promise<CaseDetail>;
}
export const CaseApi = Symbol.for('CaseApi') as ServiceIdentifier<CaseApi>;
