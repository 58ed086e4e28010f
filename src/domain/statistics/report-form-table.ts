import type { Division } from '../directory/directory';
import { withinJurisdiction } from '../filing/jurisdiction';
import { filingQueryUrl } from '../filing/query-link';
import type { StoredFiling } from '../filing/service/types';
import { childDivisions } from './division-scope';
import type { FormValues, ReportFormDefinition, ReportFormId } from './report-form';
import { sumValues } from './report-form';
import { reportFormColumnTitles as titles, reportFormMessages as m } from './report-form-messages';
import { periodLabel, periodRange } from './report-form-period';
import { totalsOf, type ReportCell, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** A county's saved form. */
export interface StoredReportForm {
  readonly values: FormValues;
  readonly version: number;
  readonly savedAt: string;
  readonly savedBy: string;
}

/** One form's saved entries, keyed by formKey(divisionCode, period). */
export type ReportFormEntries = Readonly<Record<string, StoredReportForm>>;
export type ReportFormBook = Readonly<Record<ReportFormId, ReportFormEntries>>;

export const formKey = (divisionCode: string, period: string): string => `${divisionCode}/${period}`;

export const entryOf = (entries: ReportFormEntries, divisionCode: string, period: string): StoredReportForm | undefined => {
  const key = formKey(divisionCode, period);
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
};

/** The in-app pages of the two forms (menu components special/buildHouse/index, special/guihuaxuke/index). */
export const REPORT_FORM_ROUTES: Readonly<Record<ReportFormId, string>> = { buildHouse: '/special/buildHouse', ruralPermit: '/special/guihuaxuke' };

/** The page of a division's form (or roll-up) for a period: the address a row opens. */
export const reportFormUrl = (form: ReportFormId, divisionCode: string, period: string): string =>
  `${REPORT_FORM_ROUTES[form]}?${new URLSearchParams({ divisionCode, period }).toString()}`;

/** The counties under a division (itself when it is a county). */
export function countiesUnder(divisions: readonly Division[], code: string): Division[] {
  return divisions.filter((d) => d.level === 'county' && withinJurisdiction(code, d.code));
}

/** The divisions a roll-up shows as rows: a province's cities, a city's counties (in code order), a county itself. */
export function childRowsOf(divisions: readonly Division[], target: Division): Division[] {
  return target.level === 'county' ? [target] : childDivisions({ divisions }, target.code);
}

/** The sum of the saved forms of the counties under a division and how many of them reported. */
export function rollUp(def: ReportFormDefinition, entries: ReportFormEntries, divisions: readonly Division[], code: string, period: string): { values: FormValues; reported: number; counties: number } {
  const counties = countiesUnder(divisions, code);
  const saved = counties.flatMap((county): FormValues[] => {
    const entry = entryOf(entries, county.code, period);
    return entry === undefined ? [] : [entry.values];
  });
  return { values: sumValues(def, saved), reported: saved.length, counties: counties.length };
}

const DIVISION_KEY = 'division';
const STATE_KEY = 'state';
const FILINGS_KEY = 'filings';

export function formColumns(def: ReportFormDefinition): ReportColumn[] {
  return [
    { title: titles.division, key: DIVISION_KEY },
    ...def.fields.map((f) => ({ title: f.label, key: f.key, unit: f.unit, decimals: f.decimals })),
    { title: titles.state, key: STATE_KEY },
    { title: titles.filings, key: FILINGS_KEY, unit: '宗', decimals: 0 },
  ];
}

/**
 * The roll-up as the page shows it and the export writes it: one row per child division (a
 * county's own saved values; a city's the sum of its counties), each opening that division's form,
 * the system's filings of the period counted beside it with a link to exactly those, and 合计.
 */
export function reportFormTable(
  def: ReportFormDefinition,
  entries: ReportFormEntries,
  divisions: readonly Division[],
  target: Division,
  period: string,
  filings: readonly StoredFiling[],
): ReportTable {
  const columns = formColumns(def);
  const range = periodRange(def.periodKind, period);
  const rows: ReportRow[] = childRowsOf(divisions, target).map((child) => {
    const { values, reported, counties } = rollUp(def, entries, divisions, child.code, period);
    const count = filings.filter((f) => withinJurisdiction(child.code, f.divisionCode)).length;
    const cells: Record<string, ReportCell> = { [DIVISION_KEY]: child.name, [FILINGS_KEY]: count };
    for (const field of def.fields) cells[field.key] = reported === 0 ? null : (values[field.key] ?? 0);
    cells[STATE_KEY] = child.level === 'county' ? (reported === 0 ? m.notReported : m.reported) : m.reportedOf(reported, counties);
    const link = range === undefined ? undefined : filingQueryUrl({ keyTypeCode: def.filingType, divisionCode: child.code, ...range });
    return {
      key: child.code,
      cells,
      ...(child.code === target.code ? {} : { action: { kind: 'link', url: reportFormUrl(def.id, child.code, period) } as const }),
      ...(link === undefined ? {} : { cellLinks: { [FILINGS_KEY]: link } }),
    };
  });
  return {
    title: `${target.name}${def.title}`,
    subtitle: `填报单位：${target.name}  统计期间：${periodLabel(def.periodKind, period)}`,
    columns,
    rows,
    ...(target.level === 'county' ? {} : { totals: totalsOf(columns, rows, DIVISION_KEY) }),
  };
}

export const REPORT_FORM_ACTION_KEY = DIVISION_KEY;
