import { err, ok, type Result } from '../shared/result';
import { areaUnits, formatArea } from './area';
import { chinaToday, dayNumber } from './calendar-date';
import {
  AREA_UNIT_LABELS,
  FIELD_LABELS,
  TEMPORARY_PURPOSE_LABELS,
  maxTermMonths,
  type AreaUnit,
  type FacilityAgriculture,
  type FilingData,
  type Homestead,
  type Polygon,
  type RuralPlanningPermit,
  type TemporaryLandUse,
} from './filing-types';
import { POLYGON_MESSAGES, polygonProblem } from './polygon';

/** One problem of the data check, attached to the field the user has to fix. */
export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

type Problems = FieldProblem[];
const label = (field: string): string => FIELD_LABELS[field] ?? field;
/** A label without its unit in brackets (总面积（公顷） → 总面积), for messages that state the unit with the number. */
const bareLabel = (field: string): string => label(field).replace(/（[^）]*）$/, '');

function text(problems: Problems, field: string, value: string): void {
  if (value.trim() === '') problems.push({ field, message: `请填写${label(field)}` });
}

/** An area field in whole units, or undefined (with a problem pushed) when it is not a valid amount. */
function area(problems: Problems, field: string, value: number, unit: AreaUnit, positive: boolean): number | undefined {
  const units = areaUnits(value, unit);
  const decimals = unit === 'ha' ? 4 : 2;
  if (units === undefined) {
    problems.push({ field, message: `${label(field)}必须是不小于0的数字，最多保留${decimals}位小数（${AREA_UNIT_LABELS[unit]}）` });
    return undefined;
  }
  if (positive && units === 0) {
    problems.push({ field, message: `${label(field)}必须大于0` });
    return undefined;
  }
  return units;
}

function wholeNumber(problems: Problems, field: string, value: number, min: number, max: number): number | undefined {
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push({ field, message: `${label(field)}必须是${min}到${max}之间的整数` });
    return undefined;
  }
  return value;
}

/** The approval date's day number; a problem when malformed or after today (China time). */
function approvalDate(problems: Problems, value: string, nowMs: number): number | undefined {
  const day = dayNumber(value);
  if (day === undefined) {
    problems.push({ field: 'approvalDate', message: '批准日期格式应为 yyyy-MM-dd' });
    return undefined;
  }
  const today = dayNumber(chinaToday(nowMs) ?? '');
  if (today !== undefined && day > today) {
    problems.push({ field: 'approvalDate', message: '批准日期不能晚于今天' });
    return undefined;
  }
  return day;
}

/** Parts may never add up to more than the total; reported on the total's field. */
function partsWithinTotal(problems: Problems, field: string, total: number | undefined, parts: readonly (number | undefined)[], unit: AreaUnit): void {
  if (total === undefined || parts.some((part) => part === undefined)) return;
  const sum = parts.reduce<number>((acc, part) => acc + (part ?? 0), 0);
  if (sum > total) {
    const unitLabel = AREA_UNIT_LABELS[unit];
    problems.push({ field, message: `各分项面积之和（${formatArea(sum, unit)}${unitLabel}）超过${bareLabel(field)}（${formatArea(total, unit)}${unitLabel}）` });
  }
}

function boundary(problems: Problems, ring: Polygon): void {
  const problem = polygonProblem(ring);
  if (problem !== undefined) problems.push({ field: 'boundary', message: POLYGON_MESSAGES[problem] });
}

function checkTemporary(d: TemporaryLandUse, nowMs: number): Problems {
  const problems: Problems = [];
  for (const field of ['projectName', 'userUnit', 'location', 'approvalNumber', 'restorationPlan'] as const) text(problems, field, d[field]);
  const approved = approvalDate(problems, d.approvalDate, nowMs);
  const term = wholeNumber(problems, 'termMonths', d.termMonths, 1, 1200);
  if (term !== undefined && term > maxTermMonths(d.purpose)) {
    problems.push({ field: 'termMonths', message: `用途为${TEMPORARY_PURPOSE_LABELS[d.purpose]}的临时用地使用期限不能超过${maxTermMonths(d.purpose) / 12}年` });
  }
  const total = area(problems, 'totalArea', d.totalArea, 'ha', true);
  const parts = (['cultivatedArea', 'otherAgriculturalArea', 'constructionArea', 'unusedArea'] as const).map((field) => area(problems, field, d[field], 'ha', false));
  partsWithinTotal(problems, 'totalArea', total, parts, 'ha');
  const restoration = dayNumber(d.restorationDeadline);
  if (restoration === undefined) problems.push({ field: 'restorationDeadline', message: '复垦期限格式应为 yyyy-MM-dd' });
  else if (approved !== undefined && restoration < approved) problems.push({ field: 'restorationDeadline', message: '复垦期限不能早于批准日期' });
  boundary(problems, d.boundary);
  return problems;
}

function checkFacility(d: FacilityAgriculture, nowMs: number): Problems {
  const problems: Problems = [];
  for (const field of ['operator', 'location', 'agreementNumber'] as const) text(problems, field, d[field]);
  approvalDate(problems, d.approvalDate, nowMs);
  const total = area(problems, 'totalArea', d.totalArea, 'ha', true);
  const cultivated = area(problems, 'cultivatedArea', d.cultivatedArea, 'ha', false);
  partsWithinTotal(problems, 'totalArea', total, [cultivated], 'ha');
  boundary(problems, d.boundary);
  return problems;
}

function checkPermit(d: RuralPlanningPermit, nowMs: number): Problems {
  const problems: Problems = [];
  for (const field of ['applicant', 'permitNumber', 'village'] as const) text(problems, field, d[field]);
  approvalDate(problems, d.approvalDate, nowMs);
  area(problems, 'buildingArea', d.buildingArea, 'm2', true);
  wholeNumber(problems, 'floors', d.floors, 1, 99);
  area(problems, 'landArea', d.landArea, 'ha', true);
  return problems;
}

function checkHomestead(d: Homestead, nowMs: number): Problems {
  const problems: Problems = [];
  for (const field of ['householdHead', 'village'] as const) text(problems, field, d[field]);
  wholeNumber(problems, 'householdSize', d.householdSize, 1, 99);
  approvalDate(problems, d.approvalDate, nowMs);
  const total = area(problems, 'homesteadArea', d.homesteadArea, 'm2', true);
  const cultivated = area(problems, 'cultivatedArea', d.cultivatedArea, 'm2', false);
  if (cultivated !== undefined && cultivated > 0 && !d.occupiesCultivated) {
    problems.push({ field: 'cultivatedArea', message: '未占用耕地时耕地面积应为0' });
  } else {
    partsWithinTotal(problems, 'homesteadArea', total, [cultivated], 'm2');
  }
  return problems;
}

/** The data check (dataCheck/checkFormData): every problem of a record at once; [] when it passes. */
export function checkFiling(data: FilingData, nowMs: number): readonly FieldProblem[] {
  switch (data.typeCode) {
    case '1':
      return checkTemporary(data, nowMs);
    case '2':
      return checkFacility(data, nowMs);
    case '3':
      return checkPermit(data, nowMs);
    case '4':
      return checkHomestead(data, nowMs);
  }
}

/** The data check as a result: the record when it passes, every problem when it does not. */
export function validateFiling<T extends FilingData>(data: T, nowMs: number): Result<T, readonly FieldProblem[]> {
  const problems = checkFiling(data, nowMs);
  return problems.length === 0 ? ok(data) : err(problems);
}
