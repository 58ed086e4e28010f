import type { FilingTypeCode } from '../filing/filing-types';

/** 建设踏勘: a site survey of one filing (any type) or temporary land use (a type-1 filing). */

export const SURVEY_CONCLUSIONS = ['conform', 'nonconform', 'rectify'] as const;
export type SurveyConclusion = (typeof SURVEY_CONCLUSIONS)[number];
export const SURVEY_CONCLUSION_LABELS: Readonly<Record<SurveyConclusion, string>> = { conform: '符合', nonconform: '不符合', rectify: '需整改' };

export const CHECK_ANSWERS = ['yes', 'no', 'na'] as const;
export type CheckAnswer = (typeof CHECK_ANSWERS)[number];
export const CHECK_ANSWER_LABELS: Readonly<Record<CheckAnswer, string>> = { yes: '是', no: '否', na: '不适用' };

export const CHECK_ITEM_IDS = ['usage', 'area', 'farmland', 'reclamation', 'illegal', 'safety'] as const;
export type CheckItemId = (typeof CHECK_ITEM_IDS)[number];
export const CHECK_ITEM_LABELS: Readonly<Record<CheckItemId, string>> = {
  usage: '用途是否与批准一致',
  area: '面积是否超出批准范围',
  farmland: '是否占用永久基本农田',
  reclamation: '是否按期复垦',
  illegal: '是否存在违法建设',
  safety: '是否存在地质灾害或安全隐患',
};
/** Reclamation (复垦) is a duty of temporary land use only. */
const TEMPORARY_ONLY: ReadonlySet<CheckItemId> = new Set(['reclamation']);

/** The checklist's items for a record of this type, in order. */
export const checkItemsFor = (typeCode: FilingTypeCode): readonly CheckItemId[] => CHECK_ITEM_IDS.filter((id) => typeCode === '1' || !TEMPORARY_ONLY.has(id));

export interface CheckEntry {
  readonly item: CheckItemId;
  readonly answer: CheckAnswer;
  readonly note: string;
}

export const FINDINGS_MAX = 2000;
export const CHECK_NOTE_MAX = 200;
export const SURVEYORS_MAX = 10;
export const SEARCH_TEXT_MAX = 50;
export const SURVEY_PAGE_SIZE_MAX = 100;
export const SURVEY_ID_MAX = 24;

/** What the clerk types; a new survey has no id and version 0. */
export interface SurveyDraft {
  readonly filingKey: string;
  readonly surveyors: readonly string[];
  readonly surveyDate: string;
  readonly lon: number;
  readonly lat: number;
  readonly checklist: readonly CheckEntry[];
  readonly findings: string;
  readonly conclusion: SurveyConclusion | '';
  /** 整改期限 (yyyy-MM-dd), only with 需整改. */
  readonly deadline?: string;
}

export interface SurveySave extends SurveyDraft {
  readonly id?: string;
  readonly version: number;
}

/** A survey as db.json and the memory backend keep it. */
export interface StoredSurvey extends Omit<SurveyDraft, 'conclusion'> {
  readonly id: string;
  readonly conclusion: SurveyConclusion;
  /** Taken from the linked record when saved. */
  readonly divisionCode: string;
  /** The photos' files key. */
  readonly filesKey: string;
  readonly version: number;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SurveyBook {
  readonly surveys: readonly StoredSurvey[];
  readonly sequence: number;
}

export interface SurveyQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly divisionCode?: string;
  readonly conclusion?: SurveyConclusion;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly text?: string;
}

export interface SurveyRow {
  readonly id: string;
  readonly filingKey: string;
  readonly filingName: string;
  readonly filingTypeLabel: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly surveyDate: string;
  readonly surveyorNames: string;
  readonly conclusion: SurveyConclusion;
  readonly conclusionLabel: string;
  readonly deadline?: string;
  readonly version: number;
}

/** The linked record as the form shows it. */
export interface SurveyLink {
  readonly keyNumGather: string;
  readonly typeCode: FilingTypeCode;
  readonly typeLabel: string;
  readonly name: string;
  readonly place: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly filingNumber?: string;
}

export interface SurveyDetail extends StoredSurvey {
  readonly link: SurveyLink;
  readonly surveyorOptions: readonly { readonly id: string; readonly name: string }[];
  readonly divisionName: string;
}

/** A field's message per field name (lon, lat, surveyDate, checklist.usage …). */
export type SurveyProblems = Readonly<Record<string, string>>;
