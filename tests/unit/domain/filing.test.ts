import { describe, expect, it } from 'vitest';
import { areaUnits } from '../../../src/domain/filing/area';
import { checkFiling, validateFiling } from '../../../src/domain/filing/data-check';
import type { Polygon, TemporaryLandUse } from '../../../src/domain/filing/filing-types';
import { divisionLevel, withinJurisdiction } from '../../../src/domain/filing/jurisdiction';
import { polygonProblem } from '../../../src/domain/filing/polygon';

const NOW = Date.UTC(2026, 10, 21, 4);
const SQUARE: Polygon = [
  [115, 28],
  [115.01, 28],
  [115.01, 28.01],
  [115, 28.01],
  [115, 28],
];
const VALID: TemporaryLandUse = {
  typeCode: '1',
  projectName: '昌九高速改扩建施工便道',
  userUnit: '江西省交通投资集团',
  location: '南昌县向塘镇',
  approvalNumber: '南县临〔2026〕12号',
  approvalDate: '2026-11-02',
  termMonths: 24,
  purpose: 'road',
  totalArea: 1.2345,
  cultivatedArea: 0.1,
  otherAgriculturalArea: 0.2,
  constructionArea: 0.3,
  unusedArea: 0.6345,
  restorationPlan: '使用期满后复垦为耕地',
  restorationDeadline: '2028-11-02',
  boundary: SQUARE,
};

describe('data check rules', () => {
  it('passes a valid 临时用地 record', () => {
    expect(validateFiling(VALID, NOW)).toEqual({ ok: true, value: VALID });
  });

  it.each<[string, Partial<TemporaryLandUse>, string, string]>([
    ['blank project name', { projectName: ' ' }, 'projectName', '请填写项目名称'],
    ['approval tomorrow (China time)', { approvalDate: '2026-11-22' }, 'approvalDate', '批准日期不能晚于今天'],
    ['impossible date', { approvalDate: '2026-02-29' }, 'approvalDate', '批准日期格式应为 yyyy-MM-dd'],
    ['term over 2 years', { termMonths: 25 }, 'termMonths', '用途为施工便道的临时用地使用期限不能超过2年'],
    ['term over 4 years for energy', { termMonths: 49, purpose: 'energy' }, 'termMonths', '用途为能源基础设施建设的临时用地使用期限不能超过4年'],
    ['fractional term', { termMonths: 1.5 }, 'termMonths', '使用期限（月）必须是1到1200之间的整数'],
    ['parts exceed total by 0.0001 ha', { unusedArea: 0.6346 }, 'totalArea', '各分项面积之和（1.2346公顷）超过总面积（1.2345公顷）'],
    ['five decimals', { cultivatedArea: 0.10001 }, 'cultivatedArea', '耕地面积必须是不小于0的数字，最多保留4位小数（公顷）'],
    ['zero total', { totalArea: 0, cultivatedArea: 0, otherAgriculturalArea: 0, constructionArea: 0, unusedArea: 0 }, 'totalArea', '总面积（公顷）必须大于0'],
    ['restoration before approval', { restorationDeadline: '2026-11-01' }, 'restorationDeadline', '复垦期限不能早于批准日期'],
    ['open boundary', { boundary: SQUARE.slice(0, -1) }, 'boundary', '用地范围未闭合：首尾坐标必须相同'],
  ])('%s', (_, change, field, message) => {
    expect(checkFiling({ ...VALID, ...change }, NOW)).toEqual([{ field, message }]);
  });

  it('4 years is allowed for water infrastructure', () => {
    expect(checkFiling({ ...VALID, purpose: 'water', termMonths: 48 }, NOW)).toEqual([]);
  });

  it('parts that add up exactly in floats are not rejected (0.1 + 0.2 style)', () => {
    expect(checkFiling({ ...VALID, totalArea: 0.3, cultivatedArea: 0.1, otherAgriculturalArea: 0.2, constructionArea: 0, unusedArea: 0 }, NOW)).toEqual([]);
  });

  it('reports every problem at once', () => {
    const fields = checkFiling({ ...VALID, projectName: '', approvalDate: '2027-01-01', termMonths: 30, boundary: [] }, NOW).map((p) => p.field);
    expect(fields).toEqual(['projectName', 'approvalDate', 'termMonths', 'boundary']);
  });

  it.each([
    [{ typeCode: '4', householdHead: '张三', householdSize: 4, village: '塘南村', approvalDate: '2026-01-05', homesteadArea: 120, occupiesCultivated: true, cultivatedArea: 120.01, oldHouseReturned: true }, 'homesteadArea'],
    [{ typeCode: '4', householdHead: '张三', householdSize: 0, village: '塘南村', approvalDate: '2026-01-05', homesteadArea: 120, occupiesCultivated: false, cultivatedArea: 10, oldHouseReturned: true }, 'householdSize,cultivatedArea'],
    [{ typeCode: '3', applicant: '李四', permitNumber: '乡字第360121202600001号', village: '塘南村', approvalDate: '2026-03-01', buildingArea: 300.5, floors: 3, landArea: 0.012 }, ''],
    [{ typeCode: '2', operator: '合作社', use: 'crop', location: '塘南村', approvalDate: '2026-03-01', totalArea: 2, cultivatedArea: 2.0001, agreementNumber: 'XY-1', boundary: SQUARE }, 'totalArea'],
  ] as const)('other types: %j', (record, fields) => {
    expect(checkFiling(record, NOW).map((p) => p.field).join(',')).toBe(fields);
  });
});

describe('areas in whole units', () => {
  it.each([
    [1.2345, 'ha', 12345],
    [0.3, 'ha', 3000],
    [0.00001, 'ha', undefined],
    [10.00001, 'ha', undefined],
    [123456.78901, 'ha', undefined],
    [0.1 + 0.2, 'ha', 3000],
    [99999999.9999, 'ha', 999999999999],
    [-1, 'ha', undefined],
    [Number.NaN, 'ha', undefined],
    [120.25, 'm2', 12025],
    [120.255, 'm2', undefined],
  ] as const)('%s %s → %s', (value, unit, units) => {
    expect(areaUnits(value, unit)).toBe(units);
  });
});

describe('polygons', () => {
  it.each<[string, Polygon, string | undefined]>([
    ['square', SQUARE, undefined],
    ['triangle', [[0, 0], [1, 0], [0, 1], [0, 0]], undefined],
    ['three points', [[0, 0], [1, 0], [0, 0]], 'too-few-points'],
    ['not closed', [[0, 0], [1, 0], [1, 1], [0, 1]], 'not-closed'],
    ['collinear', [[0, 0], [1, 0], [2, 0], [0, 0]], 'zero-area'],
    ['bowtie', [[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]], 'zero-area'],
    ['uneven bowtie', [[0, 0], [3, 2], [3, 0], [0, 1], [0, 0]], 'self-intersecting'],
    ['repeated vertex', [[0, 0], [1, 0], [1, 0], [1, 1], [0, 0]], 'self-intersecting'],
    ['spike back along an edge', [[0, 0], [2, 0], [1, 0], [1, 1], [0, 0]], 'self-intersecting'],
    ['infinite coordinate', [[0, 0], [Infinity, 0], [1, 1], [0, 0]], 'not-finite'],
  ])('%s', (_, ring, problem) => {
    expect(polygonProblem(ring)).toBe(problem);
  });
});

describe('jurisdiction', () => {
  it.each([
    ['360000', '360121', true],
    ['360100', '360121', true],
    ['360100', '360100', true],
    ['360121', '360121', true],
    ['360121', '360100', false],
    ['360100', '360202', false],
    ['360121', '360102', false],
    ['360100', '360000', false],
    ['350000', '360121', false],
    ['36', '360121', false],
    ['360000', 'abc', false],
  ])('%s sees %s: %s', (viewer, record, sees) => {
    expect(withinJurisdiction(viewer, record)).toBe(sees);
  });

  it.each([
    ['360000', 'province'],
    ['360100', 'city'],
    ['360121', 'county'],
    ['3601', undefined],
  ])('%s is a %s', (code, level) => {
    expect(divisionLevel(code)).toBe(level);
  });
});
