import { err, ok, type Result } from '../shared/result';
import type { FieldProblem } from './data-check';
import { FIELD_LABELS, FACILITY_USE_LABELS, TEMPORARY_PURPOSE_LABELS, type FilingData, type FilingTypeCode } from './filing-types';

type Kind = 'text' | 'number' | 'boolean' | 'boundary' | { readonly oneOf: readonly string[] };

/** The fields of each type and what kind of value each holds. */
const FIELDS: Readonly<Record<FilingTypeCode, Readonly<Record<string, Kind>>>> = {
  '1': {
    projectName: 'text',
    userUnit: 'text',
    location: 'text',
    approvalNumber: 'text',
    approvalDate: 'text',
    termMonths: 'number',
    purpose: { oneOf: Object.keys(TEMPORARY_PURPOSE_LABELS) },
    totalArea: 'number',
    cultivatedArea: 'number',
    otherAgriculturalArea: 'number',
    constructionArea: 'number',
    unusedArea: 'number',
    restorationPlan: 'text',
    restorationDeadline: 'text',
    boundary: 'boundary',
  },
  '2': {
    operator: 'text',
    use: { oneOf: Object.keys(FACILITY_USE_LABELS) },
    location: 'text',
    approvalDate: 'text',
    totalArea: 'number',
    cultivatedArea: 'number',
    agreementNumber: 'text',
    boundary: 'boundary',
  },
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

/** Longest accepted text value and boundary: a form field, not a whole file. */
const TEXT_MAX = 500;
const POINTS_MAX = 2000;

const isPoint = (value: unknown): boolean => Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

function coerceField(kind: Kind, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (kind === 'text') {
    if (typeof value === 'number') return { ok: true, value: String(value) };
    return typeof value === 'string' && value.length <= TEXT_MAX ? { ok: true, value } : { ok: false, message: `应为不超过${TEXT_MAX}字的文字` };
  }
  if (kind === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : { ok: false, message: '应为数字' };
  }
  if (kind === 'boolean') {
    if (value === '是') return { ok: true, value: true };
    if (value === '否') return { ok: true, value: false };
    return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: '应为“是”或“否”' };
  }
  if (kind === 'boundary') {
    return Array.isArray(value) && value.length <= POINTS_MAX && value.every(isPoint) ? { ok: true, value } : { ok: false, message: '应为[经度, 纬度]坐标点的列表' };
  }
  return typeof value === 'string' && kind.oneOf.includes(value) ? { ok: true, value } : { ok: false, message: '不是可选的值' };
}

/**
 * Untrusted input (a request body, a row of an imported file) as a record of one type: every
 * missing or wrongly typed field is reported at once; unknown fields are dropped.
 */
export function coerceFilingData(typeCode: FilingTypeCode, raw: unknown): Result<FilingData, readonly FieldProblem[]> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err([{ field: 'data', message: '记录应为一个对象' }]);
  const source = raw as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const data: Record<string, unknown> = { typeCode };
  for (const [field, kind] of Object.entries(FIELDS[typeCode])) {
    const label = FIELD_LABELS[field] ?? field;
    if (!Object.hasOwn(source, field) || source[field] === null || source[field] === undefined) {
      problems.push({ field, message: `缺少${label}` });
      continue;
    }
    const coerced = coerceField(kind, source[field]);
    if (coerced.ok) data[field] = coerced.value;
    else problems.push({ field, message: `${label}${coerced.message}` });
  }
  return problems.length === 0 ? ok(data as unknown as FilingData) : err(problems);
}
