import type { ServiceIdentifier } from 'inversify';
import type { SurveyDetail, SurveyLink, SurveyQuery, SurveyRow, SurveySave } from '../domain/survey/survey-types';
import type { Page } from './api/page.dto';
import type { DownloadedFile } from './process.port';

/**
 * 建设踏勘. Refusals reject with an ApiFailure: 403 another division's survey, 404 none, 400 with
 * the fields' messages (body.fieldProblems), 409 when someone saved first (the page keeps the input).
 */
export interface SurveyApi {
  list(query: SurveyQuery): Promise<Page<SurveyRow>>;
  detail(id: string): Promise<SurveyDetail>;
  links(text: string): Promise<SurveyLink[]>;
  save(body: SurveySave): Promise<SurveyDetail>;
  remove(id: string, version: number): Promise<void>;
  /** The survey report as PDF. */
  report(id: string): Promise<DownloadedFile>;
}
export const SurveyApi = Symbol.for('SurveyApi') as ServiceIdentifier<SurveyApi>;
