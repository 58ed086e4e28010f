import type { ServiceFailure } from '../affair/service/types';
import type { Division } from '../directory/directory';
import { chinaToday } from '../filing/calendar-date';
import { FILING_TYPE_LABELS } from '../filing/filing-types';
import { divisionLevel, type DivisionLevel } from '../filing/jurisdiction';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall } from '../filing/service/types';
import { err, ok, type Result } from '../shared/result';
import { divisionScope } from './division-scope';
import { formProblems, type FormProblems, type FormValues, type ReportFormDefinition, type ReportFormId } from './report-form';
import { formFilings, type FormFilings } from './report-form-filings';
import { reportFormMessages as m } from './report-form-messages';
import { isFuturePeriod, isPeriod, PERIOD_EXAMPLES, periodLabel, periodRange } from './report-form-period';
import { entryOf, formKey, reportFormTable, type ReportFormEntries } from './report-form-table';
import type { ReportTable } from './report-table';

/** GET …/get: a division's form (or roll-up) for a period; the caller's own division when none is named. */
export interface ReportFormQuery {
  readonly divisionCode?: string;
  readonly period: string;
}

/** POST …/save: the county's values with the version they were read at. */
export interface ReportFormSave {
  readonly divisionCode: string;
  readonly period: string;
  readonly values: Readonly<Record<string, number>>;
  readonly version: number;
}

export interface ReportFormAnswer {
  readonly form: ReportFormId;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly level: DivisionLevel;
  readonly period: string;
  readonly periodLabel: string;
  /** Only the county's own user, and not for a future period. */
  readonly editable: boolean;
  /** A county's saved values; null when not reported yet (and for a city or the province). */
  readonly values: FormValues | null;
  /** 0 when never saved; a save must send the version it read. */
  readonly version: number;
  readonly savedAt?: string;
  readonly table: ReportTable;
  readonly filings: FormFilings;
}

/** A refusal; `fieldProblems` (400) names the field of each message, `current` (409) is what the other user saved. */
export interface ReportFormFailure extends ServiceFailure {
  readonly fieldProblems?: FormProblems;
  readonly current?: { readonly values: FormValues; readonly version: number };
}
export type ReportFormServed<T> = Result<T, ReportFormFailure>;

/** What every form call receives: the filing call (user, directory, filings, clock) and the form's saved entries. */
export interface ReportFormCall extends FilingCall {
  readonly entries: ReportFormEntries;
}

const fail = (status: ReportFormFailure['status'], message: string, problems?: FormProblems): ReportFormServed<never> =>
  err(problems === undefined ? { status, message } : { status, message, fieldProblems: problems });

/** The caller's division and the division asked for (see divisionScope), for a well-formed period. */
function targetOf(call: ReportFormCall, def: ReportFormDefinition, query: ReportFormQuery): ReportFormServed<{ viewer: string; target: Division }> {
  if (!isPeriod(def.periodKind, query.period)) return fail(400, m.badPeriod(PERIOD_EXAMPLES[def.periodKind]));
  const scope = divisionScope(call, query.divisionCode);
  return scope.ok ? ok({ viewer: scope.value.viewer, target: scope.value.division }) : fail(scope.error.status, scope.error.message);
}

const todayOf = (at: string): string => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

function answerOf(call: ReportFormCall, def: ReportFormDefinition, viewer: string, target: Division, period: string): ReportFormServed<ReportFormAnswer> {
  const range = periodRange(def.periodKind, period);
  if (range === undefined) return fail(400, m.badPeriod(PERIOD_EXAMPLES[def.periodKind]));
  const records = filingListRecords(call, 'query', { keyTypeCode: def.filingType, divisionCode: target.code, ...range });
  if (!records.ok) return fail(records.error.status, records.error.message);
  const typeLabel = FILING_TYPE_LABELS[def.filingType];
  const stored = divisionLevel(target.code) === 'county' ? entryOf(call.entries, target.code, period) : undefined;
  return ok({
    form: def.id,
    divisionCode: target.code,
    divisionName: target.name,
    level: target.level,
    period,
    periodLabel: periodLabel(def.periodKind, period),
    editable: target.level === 'county' && viewer === target.code && !isFuturePeriod(def.periodKind, period, todayOf(call.at)),
    values: stored?.values ?? null,
    version: stored?.version ?? 0,
    ...(stored === undefined ? {} : { savedAt: stored.savedAt }),
    table: reportFormTable(def, call.entries, call.dir.divisions, target, period, records.value),
    filings: formFilings(records.value, { typeCode: def.filingType === '3' ? '3' : '4', typeLabel, divisionCode: target.code, ...range }),
  });
}

/** The form of a county, or the roll-up of a city or the province, for a period. */
export function readReportForm(call: ReportFormCall, def: ReportFormDefinition, query: ReportFormQuery): ReportFormServed<ReportFormAnswer> {
  const target = targetOf(call, def, query);
  return target.ok ? answerOf(call, def, target.value.viewer, target.value.target, query.period) : target;
}

/**
 * Saves a county's form: only its own user, not for a future period, every field valid, and the
 * version the user read still current (otherwise 409: someone saved first, nothing is changed).
 */
export function saveReportForm(
  call: ReportFormCall,
  def: ReportFormDefinition,
  body: ReportFormSave,
): ReportFormServed<{ readonly entries: ReportFormEntries; readonly value: ReportFormAnswer }> {
  const target = targetOf(call, def, body);
  if (!target.ok) return target;
  const { viewer } = target.value;
  if (target.value.target.level !== 'county' || viewer !== body.divisionCode) return fail(403, m.countyOnly);
  if (isFuturePeriod(def.periodKind, body.period, todayOf(call.at))) return fail(400, m.futurePeriod);
  const problems = formProblems(def, body.values);
  const first = Object.values(problems)[0];
  if (first !== undefined) return fail(400, first, problems);
  const current = entryOf(call.entries, body.divisionCode, body.period);
  const currentVersion = current?.version ?? 0;
  if (body.version !== currentVersion) return err({ status: 409, message: m.stale(currentVersion), current: { values: current?.values ?? {}, version: currentVersion } });
  const values: Record<string, number> = {};
  for (const field of def.fields) values[field.key] = body.values[field.key] ?? 0;
  const entries: ReportFormEntries = {
    ...call.entries,
    [formKey(body.divisionCode, body.period)]: { values, version: currentVersion + 1, savedAt: call.at, savedBy: call.userId },
  };
  const answer = answerOf({ ...call, entries }, def, viewer, target.value.target, body.period);
  return answer.ok ? ok({ entries, value: answer.value }) : answer;
}
