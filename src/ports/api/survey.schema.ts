import { DAY_LENGTH, DIVISION_CODE_LENGTH } from '../../domain/validation/input-limits';
import { surveyFieldLabels as l, surveyMessages as m } from '../../domain/survey/survey-messages';
import {
  CHECK_ANSWERS,
  CHECK_ITEM_IDS,
  CHECK_NOTE_MAX,
  FINDINGS_MAX,
  SEARCH_TEXT_MAX,
  SURVEY_CONCLUSIONS,
  SURVEY_ID_MAX,
  SURVEY_PAGE_SIZE_MAX,
  SURVEYORS_MAX,
  type SurveyConclusion,
} from '../../domain/survey/survey-types';
import { bodyOf, converted, integer, literal, matching, object, optional, queryOf, repeated, text } from './input-schema';

/** The inputs of 建设踏勘's calls, for both backends; the record's own rules are the domain's (messages per field). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DIVISION_CODE = /^\d{6}$/;
const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;
const KEY_MAX = 40;
const USER_ID_MAX = 40;

const id = text({ max: SURVEY_ID_MAX, min: 1, label: l.id });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const coordinate = (message: string) => converted((input) => (typeof input === 'number' && Number.isFinite(input) ? input : undefined), message);

export const surveyListQuery = queryOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: SURVEY_PAGE_SIZE_MAX, label: l.pageSize }),
  divisionCode: optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode })),
  conclusion: optional(literal<SurveyConclusion>(SURVEY_CONCLUSIONS, l.conclusion)),
  startDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.startDate })),
  endDate: optional(matching(DATE, { max: DAY_LENGTH, label: l.endDate })),
  text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })),
});

export const surveyIdQuery = queryOf({ id });
export const surveyLinksQuery = queryOf({ text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })) });

const checkEntry = object(
  { item: literal(CHECK_ITEM_IDS, l.checklist), answer: literal(CHECK_ANSWERS, l.answer), note: text({ max: CHECK_NOTE_MAX, label: l.note }) },
  l.checklist,
);

export const surveySaveBody = bodyOf({
  id: optional(id),
  version,
  filingKey: text({ max: KEY_MAX, min: 1, label: l.filingKey }),
  surveyors: repeated(text({ max: USER_ID_MAX, min: 1, label: l.surveyors }), { min: 1, max: SURVEYORS_MAX, label: l.surveyors }),
  surveyDate: matching(DATE, { max: DAY_LENGTH, label: l.surveyDate }),
  lon: coordinate(m.lonNotNumber),
  lat: coordinate(m.latNotNumber),
  checklist: repeated(checkEntry, { min: 0, max: CHECK_ITEM_IDS.length, label: l.checklist }),
  findings: text({ max: FINDINGS_MAX, label: l.findings }),
  conclusion: literal<SurveyConclusion>(SURVEY_CONCLUSIONS, l.conclusion),
  deadline: optional(matching(DATE, { max: DAY_LENGTH, label: l.deadline })),
});

export const surveyDeleteBody = bodyOf({ id, version });
