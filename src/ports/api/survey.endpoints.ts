import type { SurveyDetail, SurveyLink, SurveyQuery, SurveyRow, SurveySave } from '../../domain/survey/survey-types';
import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';

/** 建设踏勘 (our own calls under /api/op; SPEC section 7 names none). */
export interface SurveyEndpoints {
  'GET /api/op/survey/list': { query: SurveyQuery; data: Page<SurveyRow> };
  /** 403 for another division's survey, 404 when there is none. */
  'GET /api/op/survey/details': { query: { readonly id: string }; data: SurveyDetail };
  /** Records of the caller's jurisdiction a survey may be linked to, matching the text. */
  'GET /api/op/survey/links': { query: { readonly text?: string }; data: SurveyLink[] };
  /** Creates (no id, version 0) or updates at the version read: 400 with fieldProblems, 409 when someone saved first. */
  'POST /api/op/survey/save': { body: SurveySave; data: SurveyDetail };
  'POST /api/op/survey/delete': { body: { readonly id: string; readonly version: number }; data: null };
  /** The survey report as PDF. */
  'GET /api/op/survey/report': { query: { readonly id: string }; data: BinaryPayload };
}
