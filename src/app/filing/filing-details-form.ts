import { checkFiling, type FieldProblem } from '../../domain/filing/data-check';
import type { FilingData, FilingTypeCode, Polygon } from '../../domain/filing/filing-types';

/** One form field's value as the user left it: text as typed (so nothing is lost), a switch, or the boundary. */
export type FormValue = string | boolean | Polygon;
export type FormValues = Readonly<Record<string, FormValue>>;

type Kind = 'text' | 'number' | 'boolean' | 'boundary';

/** The fields of each type and how the form holds them; the order is the form's order. */
export const FORM_FIELDS: Readonly<Record<FilingTypeCode, Readonly<Record<string, Kind>>>> = {
  '1': {
    projectName: 'text',
    userUnit: 'text',
    location: 'text',
    approvalNumber: 'text',
    approvalDate: 'text',
    purpose: 'text',
    termMonths: 'number',
    totalArea: 'number',
    cultivatedArea: 'number',
    otherAgriculturalArea: 'number',
    constructionArea: 'number',
    unusedArea: 'number',
    restorationPlan: 'text',
    restorationDeadline: 'text',
    boundary: 'boundary',
  },
  '2': { operator: 'text', use: 'text', location: 'text', agreementNumber: 'text', approvalDate: 'text', totalArea: 'number', cultivatedArea: 'number', boundary: 'boundary' },
  '3': { applicant: 'text', permitNumber: 'text', village: 'text', approvalDate: 'text', buildingArea: 'number', floors: 'number', landArea: 'number' },
  '4': {
    householdHead: 'text',
    householdSize: 'number',
    village: 'text',
    approvalDate: 'text',
    homesteadArea: 'number',
    occupiesCultivated: 'boolean',
    cultivatedArea: 'number',
    oldHouseReturned: 'boolean',
  },
};

/** Selects start on a sensible choice; everything else starts empty. */
const DEFAULTS: Readonly<Record<string, FormValue>> = { purpose: 'road', use: 'crop' };

/** The empty form of a new filing of one type. */
export function emptyValues(typeCode: FilingTypeCode): FormValues {
  const values: Record<string, FormValue> = {};
  for (const [field, kind] of Object.entries(FORM_FIELDS[typeCode])) {
    values[field] = DEFAULTS[field] ?? (kind === 'boolean' ? false : kind === 'boundary' ? [] : '');
  }
  return values;
}

/** A stored record as form values: numbers become the text the user edits. */
export function valuesOf(data: FilingData): FormValues {
  const source = data as unknown as Readonly<Record<string, unknown>>;
  const values: Record<string, FormValue> = {};
  for (const [field, kind] of Object.entries(FORM_FIELDS[data.typeCode])) {
    const value = source[field];
    if (kind === 'number') values[field] = typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    else if (kind === 'boolean') values[field] = value === true;
    else if (kind === 'boundary') values[field] = Array.isArray(value) ? (value as Polygon) : [];
    else values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * The form as a record for the data check and the save call. An empty number is 0 and text that
 * is not a number stays NaN, so the check names the field instead of silently dropping it.
 */
export function dataOf(typeCode: FilingTypeCode, values: FormValues): FilingData {
  const data: Record<string, unknown> = { typeCode };
  for (const [field, kind] of Object.entries(FORM_FIELDS[typeCode])) {
    const value = values[field];
    if (kind === 'number') {
      const text = typeof value === 'string' ? value.trim() : '';
      data[field] = text === '' ? 0 : Number(text);
    } else if (kind === 'boolean') data[field] = value === true;
    else if (kind === 'boundary') data[field] = Array.isArray(value) ? value : [];
    else data[field] = typeof value === 'string' ? value : '';
  }
  return data as unknown as FilingData;
}

/** Whether a number field holds something that is not a number (JSON would turn NaN into null). */
export function unparsableFields(typeCode: FilingTypeCode, values: FormValues): FieldProblem[] {
  return Object.entries(FORM_FIELDS[typeCode])
    .filter(([field, kind]) => kind === 'number' && typeof values[field] === 'string' && (values[field] as string).trim() !== '' && !Number.isFinite(Number(values[field])))
    .map(([field]) => ({ field, message: '请输入数字' }));
}

/** The data check of the form as it stands, with unparsable numbers named first. */
export function formProblems(typeCode: FilingTypeCode, values: FormValues, nowMs: number): FieldProblem[] {
  const unparsable = unparsableFields(typeCode, values);
  const bad = new Set(unparsable.map((p) => p.field));
  return [...unparsable, ...checkFiling(dataOf(typeCode, values), nowMs).filter((p) => !bad.has(p.field))];
}

/** Problems grouped by field, each message once. */
export function problemsByField(problems: readonly FieldProblem[]): Readonly<Record<string, readonly string[]>> {
  const byField: Record<string, string[]> = {};
  for (const { field, message } of problems) {
    const list = (byField[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}
