import { err, ok, type Result } from '../shared/result';
import { manualMessages as m, valueMessages as v } from './ledger-form-messages';
import {
  FIELD_LABEL_MAX,
  FIELD_TYPES,
  FIELDS_MAX,
  FORM_TITLE_MAX,
  NUMBER_LIMIT,
  OPTION_MAX,
  OPTIONS_MAX,
  PRECISION_MAX,
  TEXT_MAX,
  UNIT_MAX,
  type FieldProblems,
  type FieldValue,
  type FormField,
  type RowValues,
} from './ledger-form-types';

/** Who a division or person field may name: the directory's divisions and staff. */
export interface FieldLookup {
  readonly divisions: readonly { readonly code: string; readonly name: string }[];
  readonly users: readonly { readonly userId: string; readonly nickName: string }[];
}

const KEY = /^f\d{1,3}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Choices of a multiple-choice cell typed into Excel: 、，, ; and ； all separate. */
const CHOICE_SEPARATORS = /[、，,;；]/;

export const isDay = (text: string): boolean => {
  const match = DAY.exec(text);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/** A date field's range as designed: each bound a real day, the earliest not after the latest. */
export function dateRangeProblem(field: Pick<FormField, 'label' | 'earliest' | 'latest'>): string | undefined {
  if ((field.earliest !== undefined && !isDay(field.earliest)) || (field.latest !== undefined && !isDay(field.latest))) return v.notDate(field.label.trim());
  if (field.earliest !== undefined && field.latest !== undefined && field.earliest > field.latest) return m.dateRangeBad;
  return undefined;
}

function fieldProblem(field: FormField): string | undefined {
  if (!KEY.test(field.key)) return m.badKey;
  const label = field.label.trim();
  if (label === '') return m.labelMissing;
  if (label.length > FIELD_LABEL_MAX) return m.labelLong;
  if (!FIELD_TYPES.includes(field.type)) return m.badKey;
  if (field.type === 'number') {
    const p = field.precision ?? 0;
    if (!Number.isInteger(p) || p < 0 || p > PRECISION_MAX) return m.precisionBad;
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) return m.rangeBad;
    if ((field.unit ?? '').length > UNIT_MAX) return m.unitLong;
  }
  if (field.type === 'date') {
    const range = dateRangeProblem(field);
    if (range !== undefined) return range;
  }
  if (field.type === 'single' || field.type === 'multiple') {
    const options = field.options ?? [];
    if (options.length < 2) return m.optionsMissing;
    if (options.length > OPTIONS_MAX) return m.optionsMany;
    const trimmed = options.map((o) => o.trim());
    if (trimmed.some((o) => o === '' || o.length > OPTION_MAX || CHOICE_SEPARATORS.test(o)) || new Set(trimmed).size !== trimmed.length) return m.optionBad;
  }
  return undefined;
}

/** Only the properties a field's type uses, trimmed: what is stored. */
function cleanField(field: FormField): FormField {
  const base = { key: field.key, label: field.label.trim(), type: field.type, required: field.required };
  switch (field.type) {
    case 'number': {
      const unit = field.unit?.trim();
      return {
        ...base,
        precision: field.precision ?? 0,
        ...(unit === undefined || unit === '' ? {} : { unit }),
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      };
    }
    case 'date':
      return { ...base, ...(field.earliest === undefined ? {} : { earliest: field.earliest }), ...(field.latest === undefined ? {} : { latest: field.latest }) };
    case 'single':
    case 'multiple':
      return { ...base, options: (field.options ?? []).map((o) => o.trim()) };
    default:
      return base;
  }
}

/** A design as saved: title and fields checked, each problem under `title`, `fields` or the field's key. */
export function checkDesign(title: string, fields: readonly FormField[]): Result<{ title: string; fields: FormField[] }, FieldProblems> {
  const problems: Record<string, string> = {};
  const name = title.trim();
  if (name === '') problems['title'] = m.titleMissing;
  else if (name.length > FORM_TITLE_MAX) problems['title'] = m.titleLong;
  if (fields.length === 0) problems['fields'] = m.fieldsMissing;
  if (fields.length > FIELDS_MAX) problems['fields'] = m.fieldsMany;
  const keys = new Set<string>();
  const labels = new Set<string>();
  for (const field of fields) {
    const problem = fieldProblem(field) ?? (keys.has(field.key) ? m.duplicateKey : labels.has(field.label.trim()) ? m.duplicateLabel(field.label.trim()) : undefined);
    if (problem !== undefined && problems[field.key] === undefined) problems[field.key] = problem;
    keys.add(field.key);
    labels.add(field.label.trim());
  }
  return Object.keys(problems).length > 0 ? err(problems) : ok({ title: name, fields: fields.map(cleanField) });
}

/** The next unused field key of a design (f1, f2 …). */
export function nextFieldKey(fields: readonly FormField[]): string {
  const used = fields.map((f) => Number(f.key.slice(1))).filter(Number.isInteger);
  return `f${Math.max(0, ...used) + 1}`;
}

const isBlank = (raw: unknown): boolean =>
  raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);

const decimalsOf = (n: number): number => {
  const [, fraction = ''] = String(n).split('.');
  return /e/i.test(String(n)) ? PRECISION_MAX + 1 : fraction.length;
};

function numberValue(field: FormField, raw: unknown): Result<number, string> {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[-+]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) >= NUMBER_LIMIT) return err(v.notNumber(field.label));
  const places = field.precision ?? 0;
  if (decimalsOf(n) > places) return err(v.precision(field.label, places));
  const unit = field.unit ?? '';
  if (field.min !== undefined && n < field.min) return err(v.below(field.label, field.min, unit));
  if (field.max !== undefined && n > field.max) return err(v.above(field.label, field.max, unit));
  return ok(n);
}

/** A date field's value by its design: a real day within the designed range (data entry checks it as it is picked). */
export function dateValue(field: FormField, raw: unknown): Result<string, string> {
  if (typeof raw !== 'string' || !isDay(raw.trim())) return err(v.notDate(field.label));
  const day = raw.trim();
  if (field.earliest !== undefined && day < field.earliest) return err(v.early(field.label, field.earliest));
  if (field.latest !== undefined && day > field.latest) return err(v.late(field.label, field.latest));
  return ok(day);
}

function choicesValue(field: FormField, raw: unknown): Result<string[], string> {
  const given = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(CHOICE_SEPARATORS) : [raw];
  const picked = given.map((c) => (typeof c === 'string' ? c.trim() : c)).filter((c) => c !== '');
  const options = field.options ?? [];
  if (picked.some((c) => typeof c !== 'string' || !options.includes(c))) return err(v.notOption(field.label));
  // Stored in the design's order, so the same choices in any order are the same row.
  return ok(options.filter((o) => picked.includes(o)));
}

/** One field's value by its design: text as given for a code, a name or a number written as text. */
function fieldValue(field: FormField, raw: unknown, lookup: FieldLookup): Result<FieldValue, string> {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
  switch (field.type) {
    case 'text':
      if (text === undefined) return err(v.required(field.label));
      return text.length > TEXT_MAX ? err(v.textLong(field.label)) : ok(text);
    case 'number':
      return numberValue(field, raw);
    case 'date':
      return dateValue(field, raw);
    case 'single':
      return text !== undefined && (field.options ?? []).includes(text) ? ok(text) : err(v.notOption(field.label));
    case 'multiple':
      return choicesValue(field, raw);
    case 'division': {
      const found = lookup.divisions.find((d) => d.code === text || d.name === text);
      return found === undefined ? err(v.notDivision(field.label)) : ok(found.code);
    }
    case 'person': {
      const found = lookup.users.find((u) => u.userId === text) ?? lookup.users.find((u) => u.nickName === text);
      return found === undefined ? err(v.notPerson(field.label)) : ok(found.userId);
    }
  }
}

/**
 * One data row checked by the design: every field's value in its stored form (a division or a
 * person may be given by name), or each field's Chinese message under its key. Values of keys the
 * design does not have are dropped; a blank optional field is left out.
 */
export function checkRow(fields: readonly FormField[], raw: Readonly<Record<string, unknown>>, lookup: FieldLookup): Result<RowValues, FieldProblems> {
  const values: Record<string, FieldValue> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const given = raw[field.key];
    if (isBlank(given)) {
      if (field.required) problems[field.key] = v.required(field.label);
      continue;
    }
    const checked = fieldValue(field, given, lookup);
    if (checked.ok) {
      if (!(Array.isArray(checked.value) && checked.value.length === 0)) values[field.key] = checked.value;
      else if (field.required) problems[field.key] = v.required(field.label);
    } else problems[field.key] = checked.error;
  }
  return Object.keys(problems).length > 0 ? err(problems) : ok(values);
}

/** The row's natural key: its values in the design's order, so equal rows meet whatever order their keys came in. */
export const rowKey = (fields: readonly FormField[], values: RowValues): string => JSON.stringify(fields.map((f) => values[f.key] ?? null));

/** A value as the pages and the export show it: names for codes, choices joined with 、, the unit after a number. */
export function valueText(field: FormField, value: FieldValue | undefined, lookup: FieldLookup): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('、');
  if (field.type === 'number' && typeof value === 'number') return `${value.toFixed(field.precision ?? 0)}${field.unit ?? ''}`;
  if (field.type === 'division') return lookup.divisions.find((d) => d.code === value)?.name ?? String(value);
  if (field.type === 'person') return lookup.users.find((u) => u.userId === value)?.nickName ?? String(value);
  return String(value);
}
