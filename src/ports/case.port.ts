import type { ServiceIdentifier } from 'inversify';
import type { BoxType } from '../domain/affair/wire';
import type { CaseDetail, CaseDraft, CaseLink, CaseParams, CaseQuery, CaseRow } from '../domain/case/case-types';
import type { Page } from './api/page.dto';

/**
 * 案件. Refusals reject with an ApiFailure: 403 another division's case (or a city or province
 * registering), 404 none, 400 with the fields' messages (body.fieldProblems).
 */
export interface CaseApi {
  list(query: CaseQuery): Promise<Page<CaseRow>>;
  detail(id: string): Promise<CaseDetail>;
  /** What 案件详情 opens with (SPEC section 2, op events): by the case's id or its affair's key. */
  params(id: string, boxType: BoxType): Promise<CaseParams>;
  links(text: string): Promise<CaseLink[]>;
  register(draft: CaseDraft): Promise<CaseDetail>;
}
export const CaseApi = Symbol.for('CaseApi') as ServiceIdentifier<CaseApi>;
