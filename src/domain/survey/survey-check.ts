import { JIANGXI_EXTENT } from '../filing/boundary-text';
import { dayNumber } from '../filing/calendar-date';
import type { FilingTypeCode } from '../filing/filing-types';
import { pointInMultiPolygon, type MultiPolygonCoordinates } from '../filing/inside-outline';
import { surveyMessages as m } from './survey-messages';
import { CHECK_ITEM_LABELS, checkItemsFor, SURVEYORS_MAX, type SurveyDraft, type SurveyProblems } from './survey-types';

/** Where the survey must lie: the linked record's county, by name and outline (none known: only the province's extent is checked). */
export interface SurveyPlace {
  readonly typeCode: FilingTypeCode;
  readonly divisionName: string;
  readonly outline: MultiPolygonCoordinates | undefined;
}

export interface SurveyCheckContext {
  /** Today in China, yyyy-MM-dd. */
  readonly today: string;
  /** The linked record; undefined while none is chosen. */
  readonly place: SurveyPlace | undefined;
  /** Whether a person may survey; the page passes undefined and leaves it to the server. */
  readonly isSurveyor?: (id: string) => boolean;
}

type Problems = Record<string, string>;

/** The point's messages at lon and lat: numbers, inside Jiangxi, inside the county's outline. */
export function pointProblems(lon: number, lat: number, place: Pick<SurveyPlace, 'divisionName' | 'outline'> | undefined): SurveyProblems {
  const problems: Problems = {};
  if (!Number.isFinite(lon)) problems['lon'] = m.lonNotNumber;
  else if (lon < JIANGXI_EXTENT.minLng || lon > JIANGXI_EXTENT.maxLng) problems['lon'] = m.lonOutside;
  if (!Number.isFinite(lat)) problems['lat'] = m.latNotNumber;
  else if (lat < JIANGXI_EXTENT.minLat || lat > JIANGXI_EXTENT.maxLat) problems['lat'] = m.latOutside;
  if (Object.keys(problems).length === 0 && place?.outline !== undefined && !pointInMultiPolygon([lon, lat], place.outline)) {
    problems['lon'] = m.outsideCounty(place.divisionName);
  }
  return problems;
}

/** The survey date: a real date, not after today. */
export function dateProblem(date: string, today: string): string | undefined {
  if (date === '') return m.dateRequired;
  const day = dayNumber(date);
  if (day === undefined) return m.dateInvalid;
  const todayNo = dayNumber(today);
  return todayNo !== undefined && day > todayNo ? m.dateInFuture : undefined;
}

function checklistProblems(draft: SurveyDraft, typeCode: FilingTypeCode): Problems {
  const problems: Problems = {};
  const items = checkItemsFor(typeCode);
  for (const item of items) {
    if (!draft.checklist.some((entry) => entry.item === item)) problems[`checklist.${item}`] = m.answerRequired(CHECK_ITEM_LABELS[item]);
  }
  for (const entry of draft.checklist) {
    if (!items.includes(entry.item)) problems[`checklist.${entry.item}`] = m.notApplicable(CHECK_ITEM_LABELS[entry.item]);
  }
  return problems;
}

function conclusionProblems(draft: SurveyDraft): Problems {
  if (draft.conclusion === '') return { conclusion: m.conclusionRequired };
  if (draft.conclusion !== 'rectify') return draft.deadline === undefined || draft.deadline === '' ? {} : { deadline: m.deadlineOnlyForRectify };
  if (draft.deadline === undefined || draft.deadline === '') return { deadline: m.deadlineRequired };
  const deadline = dayNumber(draft.deadline);
  if (deadline === undefined) return { deadline: m.dateInvalid };
  const surveyed = dayNumber(draft.surveyDate);
  return surveyed !== undefined && deadline <= surveyed ? { deadline: m.deadlineAfterSurvey } : {};
}

function surveyorProblem(draft: SurveyDraft, isSurveyor: ((id: string) => boolean) | undefined): string | undefined {
  if (draft.surveyors.length === 0) return m.surveyorsRequired;
  if (draft.surveyors.length > SURVEYORS_MAX) return m.surveyorsTooMany;
  return isSurveyor !== undefined && !draft.surveyors.every(isSurveyor) ? m.surveyorUnknown : undefined;
}

/** Every field's message; empty when the survey may be saved. */
export function surveyProblems(draft: SurveyDraft, ctx: SurveyCheckContext): SurveyProblems {
  const problems: Problems = {};
  if (draft.filingKey === '' || ctx.place === undefined) problems['filingKey'] = m.linkRequired;
  const surveyor = surveyorProblem(draft, ctx.isSurveyor);
  if (surveyor !== undefined) problems['surveyors'] = surveyor;
  const date = dateProblem(draft.surveyDate, ctx.today);
  if (date !== undefined) problems['surveyDate'] = date;
  Object.assign(problems, pointProblems(draft.lon, draft.lat, ctx.place));
  if (ctx.place !== undefined) Object.assign(problems, checklistProblems(draft, ctx.place.typeCode));
  Object.assign(problems, conclusionProblems(draft));
  return problems;
}
