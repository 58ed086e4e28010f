import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkFiling } from '../../src/domain/filing/data-check';
import { maxTermMonths, type FilingData, type Point, type Polygon, type TemporaryPurpose } from '../../src/domain/filing/filing-types';
import { isoOfDay, dayNumber } from '../../src/domain/filing/calendar-date';

/** 2026-11-21 12:00 China time. */
const NOW = Date.UTC(2026, 10, 21, 4);
const TODAY = dayNumber('2026-11-21') ?? 0;
const FIRST = dayNumber('2024-01-01') ?? 0;

const name = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const pastDate = fc.integer({ min: FIRST, max: TODAY }).map(isoOfDay);
const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** A convex ring: n ≥ 4 vertices on a circle, closed. */
const convexRing: fc.Arbitrary<Polygon> = fc
  .record({ n: fc.integer({ min: 4, max: 10 }), cx: fc.double({ min: 114, max: 118, noNaN: true }), cy: fc.double({ min: 24, max: 30, noNaN: true }), r: fc.double({ min: 0.001, max: 0.05, noNaN: true }) })
  .map(({ n, cx, cy, r }) => {
    const points: Point[] = Array.from({ length: n }, (_, k) => [round6(cx + r * Math.cos((2 * Math.PI * k) / n)), round6(cy + r * Math.sin((2 * Math.PI * k) / n))]);
    return [...points, points[0] as Point];
  });

const ha = (units: number): number => units / 10_000;
const m2 = (units: number): number => units / 100;
const parts = fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 4, maxLength: 4 });
const purposes: TemporaryPurpose[] = ['road', 'borrow', 'stockpile', 'survey', 'energy', 'transport', 'water'];

const temporary = fc
  .record({ n: name, date: pastDate, purpose: fc.constantFrom(...purposes), term: fc.double({ min: 0, max: 1, noNaN: true }), parts, extra: fc.integer({ min: 1, max: 50_000 }), ring: convexRing, late: fc.integer({ min: 0, max: 800 }) })
  .map(({ n, date, purpose, term, parts: [a = 0, b = 0, c = 0, d = 0], extra, ring, late }): FilingData => ({
    typeCode: '1',
    projectName: n,
    userUnit: n,
    location: n,
    approvalNumber: n,
    approvalDate: date,
    termMonths: 1 + Math.floor(term * (maxTermMonths(purpose) - 1)),
    purpose,
    totalArea: ha(a + b + c + d + extra),
    cultivatedArea: ha(a),
    otherAgriculturalArea: ha(b),
    constructionArea: ha(c),
    unusedArea: ha(d),
    restorationPlan: n,
    restorationDeadline: isoOfDay((dayNumber(date) ?? 0) + late),
    boundary: ring,
  }));

const facility = fc
  .record({ n: name, date: pastDate, crop: fc.integer({ min: 0, max: 100_000 }), extra: fc.integer({ min: 1, max: 100_000 }), ring: convexRing, use: fc.constantFrom('crop' as const, 'livestock' as const) })
  .map(({ n, date, crop, extra, ring, use }): FilingData => ({ typeCode: '2', operator: n, use, location: n, approvalDate: date, totalArea: ha(crop + extra), cultivatedArea: ha(crop), agreementNumber: n, boundary: ring }));

const permit = fc
  .record({ n: name, date: pastDate, building: fc.integer({ min: 1, max: 10_000_000 }), floors: fc.integer({ min: 1, max: 99 }), land: fc.integer({ min: 1, max: 100_000 }) })
  .map(({ n, date, building, floors, land }): FilingData => ({ typeCode: '3', applicant: n, permitNumber: n, village: n, approvalDate: date, buildingArea: m2(building), floors, landArea: ha(land) }));

const homestead = fc
  .record({ n: name, date: pastDate, size: fc.integer({ min: 1, max: 99 }), occupied: fc.integer({ min: 0, max: 30_000 }), extra: fc.integer({ min: 1, max: 30_000 }), occupies: fc.boolean(), back: fc.boolean() })
  .map(({ n, date, size, occupied, extra, occupies, back }): FilingData => ({
    typeCode: '4',
    householdHead: n,
    householdSize: size,
    village: n,
    approvalDate: date,
    homesteadArea: m2(occupied + extra),
    occupiesCultivated: occupies,
    cultivatedArea: occupies ? m2(occupied) : 0,
    oldHouseReturned: back,
  }));

const anyRecord = fc.oneof(temporary, facility, permit, homestead);

/** Breaking one rule of a valid record: the broken record and the one field that must complain. */
type Breaker = (record: FilingData) => [FilingData, string] | undefined;

const future = isoOfDay(TODAY + 1);
const BREAKERS: Record<string, Breaker> = {
  blankText: (r) => {
    const field = { '1': 'projectName', '2': 'operator', '3': 'applicant', '4': 'householdHead' }[r.typeCode];
    return [{ ...r, [field]: '  ' } as FilingData, field];
  },
  futureApproval: (r) => [{ ...r, approvalDate: future }, 'approvalDate'],
  badApprovalFormat: (r) => [{ ...r, approvalDate: '2025-02-30' }, 'approvalDate'],
  partsExceedTotal: (r) => {
    if (r.typeCode === '1') return [{ ...r, cultivatedArea: ha(Math.round((r.totalArea - r.otherAgriculturalArea - r.constructionArea - r.unusedArea) * 10_000) + 1) }, 'totalArea'];
    if (r.typeCode === '2') return [{ ...r, cultivatedArea: ha(Math.round(r.totalArea * 10_000) + 1) }, 'totalArea'];
    if (r.typeCode === '4') return [{ ...r, occupiesCultivated: true, cultivatedArea: m2(Math.round(r.homesteadArea * 100) + 1) }, 'homesteadArea'];
    return undefined;
  },
  tooManyDecimals: (r) => (r.typeCode === '3' ? [{ ...r, landArea: 0.00001 + r.landArea }, 'landArea'] : undefined),
  termTooLong: (r) => (r.typeCode === '1' ? [{ ...r, termMonths: maxTermMonths(r.purpose) + 1 }, 'termMonths'] : undefined),
  openRing: (r) => (r.typeCode === '1' || r.typeCode === '2' ? [{ ...r, boundary: r.boundary.slice(0, -1) }, 'boundary'] : undefined),
  crossedRing: (r) => {
    if (r.typeCode !== '1' && r.typeCode !== '2') return undefined;
    const [a, b, c, ...rest] = r.boundary;
    return [{ ...r, boundary: [a, c, b, ...rest.slice(0, -1), a] as Polygon }, 'boundary'];
  },
  floors: (r) => (r.typeCode === '3' ? [{ ...r, floors: 0 }, 'floors'] : undefined),
};

describe('the data check', () => {
  test.prop([anyRecord])('every generated valid record passes', (record) => {
    expect(checkFiling(record, NOW)).toEqual([]);
  });

  test.prop([anyRecord, fc.constantFrom(...Object.keys(BREAKERS))])('breaking exactly one rule yields exactly that field’s message', (record, rule) => {
    const broken = BREAKERS[rule]?.(record);
    if (broken === undefined) return;
    const problems = checkFiling(broken[0], NOW);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe(broken[1]);
    expect(problems[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  test.prop([fc.array(fc.constantFrom('futureApproval', 'blankText', 'floors'), { minLength: 1 }), permit])('problems of different fields are all reported at once', (rules, record) => {
    const broken = [...new Set(rules)].reduce<[FilingData, string[]]>(
      ([r, fields], rule) => {
        const next = BREAKERS[rule]?.(r);
        return next === undefined ? [r, fields] : [next[0], [...fields, next[1]]];
      },
      [record, []],
    );
    expect(checkFiling(broken[0], NOW).map((p) => p.field).sort()).toEqual([...broken[1]].sort());
  });
});
