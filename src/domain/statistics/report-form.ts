import type { FilingTypeCode } from '../filing/filing-types';
import type { PeriodKind } from './report-form-period';
import { reportFormMessages as m } from './report-form-messages';

/** The two statistical forms; one engine serves both. */
export type ReportFormId = 'buildHouse' | 'ruralPermit';
export const REPORT_FORM_IDS: readonly ReportFormId[] = ['buildHouse', 'ruralPermit'];

/** A number of the form: a count (0 decimals) or an area, never negative. */
export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly decimals: number;
  readonly max: number;
}

/** A rule between fields; its message is shown at the field `at`. */
export interface CrossRule {
  readonly at: string;
  readonly holds: (values: FormValues) => boolean;
  readonly message: string;
}

export interface ReportFormDefinition {
  readonly id: ReportFormId;
  /** The table's title after the division's name: 江西省 + 农房建设统计表. */
  readonly title: string;
  readonly periodKind: PeriodKind;
  readonly fields: readonly FormField[];
  readonly rules: readonly CrossRule[];
  /** The filing type reconciled beside the form (4 农房, 3 乡村建设规划许可). */
  readonly filingType: FilingTypeCode;
}

export type FormValues = Readonly<Record<string, number>>;
/** Field key → the Chinese message shown at that field. */
export type FormProblems = Readonly<Record<string, string>>;

/** Whether a number has at most `decimals` decimals (what a person typed, not a float sum). */
export function hasDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function fieldProblem(field: FormField, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return m.required(field.label);
  if (typeof value !== 'number' || !Number.isFinite(value)) return m.notNumber(field.label);
  if (value < 0) return m.negative(field.label);
  if (value > field.max) return m.tooLarge(field.label, field.max);
  if (!hasDecimals(value, field.decimals)) return m.decimals(field.label, field.decimals);
  return undefined;
}

/**
 * Every problem of the values, each at its field: first each field on its own, then (when every
 * field is a valid number) the rules between fields. Empty when the form may be saved.
 */
export function formProblems(def: ReportFormDefinition, values: Readonly<Record<string, unknown>>): FormProblems {
  const problems: Record<string, string> = {};
  for (const key of Object.keys(values)) if (!def.fields.some((f) => f.key === key)) problems[key] = m.unknownField(key);
  for (const field of def.fields) {
    const problem = fieldProblem(field, values[field.key]);
    if (problem !== undefined) problems[field.key] = problem;
  }
  if (Object.keys(problems).length > 0) return problems;
  const numbers = values as FormValues;
  for (const rule of def.rules) if (!rule.holds(numbers) && problems[rule.at] === undefined) problems[rule.at] = rule.message;
  return problems;
}

/** A field's value as an exact integer of its smallest unit, so sums never drift. */
export const unitsOf = (field: FormField, value: number): number => Math.round(value * 10 ** field.decimals);

/** Field by field sums, exact to each field's decimals. */
export function sumValues(def: ReportFormDefinition, all: readonly FormValues[]): FormValues {
  const sums: Record<string, number> = {};
  for (const field of def.fields) {
    const units = all.reduce((total, values) => total + unitsOf(field, values[field.key] ?? 0), 0);
    sums[field.key] = units / 10 ** field.decimals;
  }
  return sums;
}
