import type { ServiceFailure } from '../affair/service/types';
import { chinaToday } from '../filing/calendar-date';
import { FILING_TYPE_LABELS } from '../filing/filing-types';
import type { MultiPolygonCoordinates } from '../filing/inside-outline';
import { withinJurisdiction } from '../filing/jurisdiction';
import { divisionName, divisionOf, nameOf, summaryOf, textOf, userName } from '../filing/service/access';
import type { FilingCall, StoredFiling } from '../filing/service/types';
import { err, ok, type Result } from '../shared/result';
import { surveyProblems } from './survey-check';
import { surveyMessages as m } from './survey-messages';
import { nextVersion } from './survey-version';
import {
  SURVEY_CONCLUSION_LABELS,
  type StoredSurvey,
  type SurveyBook,
  type SurveyDetail,
  type SurveyLink,
  type SurveyProblems,
  type SurveyQuery,
  type SurveyRow,
  type SurveySave,
} from './survey-types';
import { pageOf, type PageOf } from '../shared/paging';

/** A refusal; `fieldProblems` (400) names the field of each message. */
export interface SurveyFailure extends ServiceFailure {
  readonly fieldProblems?: SurveyProblems;
}
export type SurveyServed<T> = Result<T, SurveyFailure>;
export type SurveyChanged<T> = SurveyServed<{ readonly surveys: SurveyBook; readonly value: T }>;

/** What every survey call receives: the filing call (user, directory, filings, clock), the surveys and the counties' outlines. */
export interface SurveyCall extends FilingCall {
  readonly surveys: SurveyBook;
  readonly outlineOf: (divisionCode: string) => MultiPolygonCoordinates | undefined;
}

/** How many records the link picker offers at once. */
export const LINK_CHOICES_MAX = 20;

const fail = (status: SurveyFailure['status'], message: string, fieldProblems?: SurveyProblems): SurveyServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

const todayOf = (at: string): string => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

function viewerOf(call: SurveyCall): SurveyServed<string> {
  const division = divisionOf(call.dir, call.userId);
  return division.ok ? division : fail(division.error.status, division.error.message);
}

export function linkOf(call: Pick<FilingCall, 'dir'>, f: StoredFiling): SurveyLink {
  const { keyTypeCode, ...summary } = summaryOf(f, call.dir);
  return { ...summary, typeCode: keyTypeCode };
}

const filingOf = (call: SurveyCall, key: string): StoredFiling | undefined => call.book.filings.find((f) => f.keyNumGather === key);

/** A survey the caller may see: 404 when there is none, 403 (a clear message) when another division's. */
function visibleSurvey(call: SurveyCall, viewer: string, id: string): SurveyServed<StoredSurvey> {
  const found = call.surveys.surveys.find((s) => s.id === id);
  if (found === undefined) return fail(404, m.notFound);
  return withinJurisdiction(viewer, found.divisionCode) ? ok(found) : fail(403, m.outOfJurisdiction);
}

function rowOf(call: SurveyCall, s: StoredSurvey): SurveyRow {
  const filing = filingOf(call, s.filingKey);
  return {
    id: s.id,
    filingKey: s.filingKey,
    filingName: filing === undefined ? s.filingKey : nameOf(filing.data).name,
    filingTypeLabel: filing === undefined ? '' : FILING_TYPE_LABELS[filing.keyTypeCode],
    divisionCode: s.divisionCode,
    divisionName: divisionName(call.dir, s.divisionCode),
    surveyDate: s.surveyDate,
    surveyorNames: s.surveyors.map((id) => userName(call.dir, id)).join('、'),
    conclusion: s.conclusion,
    conclusionLabel: SURVEY_CONCLUSION_LABELS[s.conclusion],
    ...(s.deadline === undefined ? {} : { deadline: s.deadline }),
    version: s.version,
  };
}

function matchesQuery(call: SurveyCall, s: StoredSurvey, query: SurveyQuery): boolean {
  if (query.divisionCode !== undefined && !withinJurisdiction(query.divisionCode, s.divisionCode)) return false;
  if (query.conclusion !== undefined && s.conclusion !== query.conclusion) return false;
  if (query.startDate !== undefined && s.surveyDate < query.startDate) return false;
  if (query.endDate !== undefined && s.surveyDate > query.endDate) return false;
  if (query.text === undefined || query.text.trim() === '') return true;
  const filing = filingOf(call, s.filingKey);
  const haystack = [s.id, s.findings, ...s.surveyors.map((id) => userName(call.dir, id)), filing === undefined ? '' : textOf(filing, call.dir)].join('\n').toLowerCase();
  return haystack.includes(query.text.trim().toLowerCase());
}

/** GET /api/op/survey/list: the caller's jurisdiction, newest survey first. */
export function surveyPage(call: SurveyCall, query: SurveyQuery): SurveyServed<PageOf<SurveyRow>> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  if (query.startDate !== undefined && query.endDate !== undefined && query.startDate > query.endDate) return fail(400, m.dateRangeReversed, { startDate: m.dateRangeReversed });
  const matching = call.surveys.surveys
    .filter((s) => withinJurisdiction(viewer.value, s.divisionCode) && matchesQuery(call, s, query))
    .sort((a, b) => b.surveyDate.localeCompare(a.surveyDate) || b.id.localeCompare(a.id));
  return ok(pageOf(matching, query.pageIndex, query.pageSize, (s) => rowOf(call, s)));
}

function detailOf(call: SurveyCall, s: StoredSurvey): SurveyDetail {
  const filing = filingOf(call, s.filingKey);
  const link: SurveyLink =
    filing === undefined
      ? { keyNumGather: s.filingKey, typeCode: '1', typeLabel: '', name: s.filingKey, place: '', divisionCode: s.divisionCode, divisionName: divisionName(call.dir, s.divisionCode) }
      : linkOf(call, filing);
  return { ...s, link, divisionName: divisionName(call.dir, s.divisionCode), surveyorOptions: s.surveyors.map((id) => ({ id, name: userName(call.dir, id) })) };
}

/** GET /api/op/survey/details. */
export function surveyDetail(call: SurveyCall, id: string): SurveyServed<SurveyDetail> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visibleSurvey(call, viewer.value, id);
  return found.ok ? ok(detailOf(call, found.value)) : found;
}

/** GET /api/op/survey/links: records of the caller's jurisdiction a survey may be linked to, by text. */
export function surveyLinks(call: SurveyCall, text: string): SurveyServed<SurveyLink[]> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const needle = text.trim().toLowerCase();
  const found: SurveyLink[] = [];
  for (const f of call.book.filings) {
    if (found.length >= LINK_CHOICES_MAX) break;
    if (withinJurisdiction(viewer.value, f.divisionCode) && (needle === '' || textOf(f, call.dir).toLowerCase().includes(needle))) found.push(linkOf(call, f));
  }
  return ok(found);
}

/** The linked record, in the caller's jurisdiction (400 at the field otherwise: the clerk picked it). */
function linkedFiling(call: SurveyCall, viewer: string, key: string): SurveyServed<StoredFiling> {
  const filing = filingOf(call, key);
  if (filing === undefined) return fail(400, m.linkNotFound, { filingKey: m.linkNotFound });
  return withinJurisdiction(viewer, filing.divisionCode) ? ok(filing) : fail(400, m.linkOutOfJurisdiction, { filingKey: m.linkOutOfJurisdiction });
}

const nextId = (sequence: number, today: string): string => `TK${today.slice(0, 4)}${String(sequence).padStart(5, '0')}`;

/** POST /api/op/survey/save: creates (no id, version 0) or updates at the version read; 409 when someone saved first. */
export function saveSurvey(call: SurveyCall, body: SurveySave): SurveyChanged<SurveyDetail> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const stored = body.id === undefined ? undefined : visibleSurvey(call, viewer.value, body.id);
  if (stored !== undefined && !stored.ok) return stored;
  const version = nextVersion(stored?.value.version, body.version);
  if (version === undefined) return fail(409, m.stale);
  const filing = linkedFiling(call, viewer.value, body.filingKey);
  if (!filing.ok) return filing;
  const place = { typeCode: filing.value.keyTypeCode, divisionName: divisionName(call.dir, filing.value.divisionCode), outline: call.outlineOf(filing.value.divisionCode) };
  const isSurveyor = (id: string): boolean => call.dir.users.some((u) => u.userId === id && u.kind === 'staff');
  const problems = surveyProblems(body, { today: todayOf(call.at), place, isSurveyor });
  if (Object.keys(problems).length > 0 || body.conclusion === '') return fail(400, Object.values(problems)[0] ?? m.invalid, problems);
  const sequence = stored === undefined ? call.surveys.sequence + 1 : call.surveys.sequence;
  const id = stored?.value.id ?? nextId(sequence, todayOf(call.at));
  const { deadline, ...rest } = body;
  const next: StoredSurvey = {
    ...rest,
    id,
    conclusion: body.conclusion,
    ...(body.conclusion === 'rectify' && deadline !== undefined ? { deadline } : {}),
    divisionCode: filing.value.divisionCode,
    filesKey: stored?.value.filesKey ?? id,
    version,
    createdBy: stored?.value.createdBy ?? call.userId,
    createdAt: stored?.value.createdAt ?? call.at,
    updatedAt: call.at,
  };
  const surveys = stored === undefined ? [...call.surveys.surveys, next] : call.surveys.surveys.map((s) => (s.id === id ? next : s));
  return ok({ surveys: { surveys, sequence }, value: detailOf(call, next) });
}

/** POST /api/op/survey/delete: at the version read. */
export function removeSurvey(call: SurveyCall, id: string, version: number): SurveyChanged<null> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const stored = visibleSurvey(call, viewer.value, id);
  if (!stored.ok) return stored;
  if (stored.value.version !== version) return fail(409, m.stale);
  return ok({ surveys: { ...call.surveys, surveys: call.surveys.surveys.filter((s) => s.id !== id) }, value: null });
}
