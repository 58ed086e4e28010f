import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import type { Point } from '../../src/domain/filing/filing-types';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import type { FilingBook, StoredFiling } from '../../src/domain/filing/service/types';
import { boundaryOf, onemapParcels } from '../../src/domain/onemap/onemap-parcels';
import { decodeRing, encodeRing } from '../../src/domain/onemap/parcel-ring';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const seed = seedFilingBook();
const AT = '2026-11-21T02:00:00.000Z';
const STAFF = demo.users.filter((u) => u.kind === 'staff');

/** Some records lose their boundary, as a filing saved without one would have none. */
const withoutBoundary = (f: StoredFiling): StoredFiling =>
  f.data.typeCode === '1' || f.data.typeCode === '2' ? { ...f, data: { ...f.data, boundary: [] } } : f;

const books: fc.Arbitrary<FilingBook> = fc
  .array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: seed.filings.length, maxLength: seed.filings.length })
  .map((choices) => ({
    ...seed,
    filings: seed.filings.flatMap((f, at) => {
      const [keep, strip] = choices[at] ?? [true, false];
      return keep ? [strip ? withoutBoundary(f) : f] : [];
    }),
  }));

describe('备案专题图 draws exactly the jurisdiction\'s filings with a boundary', () => {
  test.prop([books, fc.constantFrom(...STAFF)], { numRuns: 40 })('the parcels are the visible records with a polygon, each drawn from its own boundary', (book, user) => {
    const answer = onemapParcels({ book, dir, userId: user.userId, at: AT });
    if (!answer.ok) throw new Error(answer.error.message);
    const expected = book.filings.filter((f) => withinJurisdiction(user.divisionCode, f.divisionCode) && boundaryOf(f.data) !== undefined);
    expect(answer.value.parcels.map((p) => p.id).sort()).toEqual(expected.map((f) => f.keyNumGather).sort());
    expect(answer.value.division.code).toBe(user.divisionCode);
    const byKey = new Map(book.filings.map((f) => [f.keyNumGather, f]));
    for (const parcel of answer.value.parcels) {
      const f = byKey.get(parcel.id);
      expect(f?.divisionCode).toBe(parcel.divisionCode);
      expect(decodeRing(parcel.ring)).toEqual(f === undefined ? [] : boundaryOf(f.data));
      expect(answer.value.divisionNames[parcel.divisionCode]).toBe(demo.divisions.find((d) => d.code === parcel.divisionCode)?.name);
    }
  });

  test('a user who is not staff is refused', () => {
    const citizen = demo.users.find((u) => u.kind !== 'staff');
    const answer = onemapParcels({ book: seed, dir, userId: citizen?.userId ?? 'nobody', at: AT });
    expect(answer.ok ? 200 : answer.error.status).toBe(403);
  });
});

const coordinate = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const points: fc.Arbitrary<Point[]> = fc.array(fc.tuple(coordinate(-180, 180), coordinate(-90, 90)), { minLength: 3, maxLength: 40 }).map((ps) => ps.map(([x, y]): Point => [x, y]));
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

describe('a ring travels as a flat lon/lat array', () => {
  test.prop([points])('a closed ring comes back closed, rounded to 6 decimals', (open) => {
    const first = open[0] as Point;
    const closed = [...open, first];
    const flat = encodeRing(closed);
    expect(flat).toHaveLength(open.length * 2);
    expect(decodeRing(flat)).toEqual([...open, first].map(([x, y]) => [round6(x), round6(y)]));
  });

  test.prop([points])('an encoded ring is encoded again to itself', (open) => {
    const flat = encodeRing([...open, open[0] as Point]);
    expect(encodeRing(decodeRing(flat))).toEqual(flat);
  });
});
