import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parcelOutline } from '../../src/demo/parcels';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { pointInMultiPolygon } from '../../src/domain/filing/inside-outline';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { caseProblems } from '../../src/domain/case/case-check';
import { caseMessages } from '../../src/domain/case/case-messages';
import { allocateCaseNumber, caseNumberOf } from '../../src/domain/case/case-number';
import { caseDetail, casePage, registerCase, type CaseCall } from '../../src/domain/case/case-service';
import { AREA_MAX, EMPTY_CASE_BOOK, type CaseDraft, type CaseLedger } from '../../src/domain/case/case-types';
import { isPersonId, isUnitId, personCheck, UNIT_CHARS, unitCheck } from '../../src/domain/case/party-id';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const unitBody = fc.array(fc.constantFrom(...UNIT_CHARS), { minLength: 17, maxLength: 17 }).map((c) => c.join(''));
const replaceAt = (s: string, i: number, c: string): string => s.slice(0, i) + c + s.slice(i + 1);

describe('当事人证件号码', () => {
  test.prop([digits(17)])('a 公民身份号码 with its check character passes', (body) => {
    expect(isPersonId(body + personCheck(body))).toBe(true);
  });
  test.prop([digits(17), fc.nat(16), fc.integer({ min: 1, max: 9 })])('changing any one digit is caught', (body, at, shift) => {
    const id = body + personCheck(body);
    const changed = replaceAt(id, at, String((Number(id[at]) + shift) % 10));
    expect(isPersonId(changed)).toBe(false);
  });
  test.prop([unitBody])('a 统一社会信用代码 with its check character passes', (body) => {
    expect(isUnitId(body + unitCheck(body))).toBe(true);
  });
  test.prop([unitBody, fc.nat(16), fc.integer({ min: 1, max: 30 })])('changing any one character is caught', (body, at, shift) => {
    const id = body + unitCheck(body);
    const changed = replaceAt(id, at, UNIT_CHARS[(UNIT_CHARS.indexOf(id[at] ?? '0') + shift) % 31] ?? '0');
    expect(isUnitId(changed)).toBe(false);
  });
});

describe('立案编号', () => {
  const county = fc.constantFrom('南昌县', '进贤县');
  test.prop([fc.array(fc.tuple(county, fc.constantFrom(2025, 2026)), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 300 })])(
    'any interleaving of concurrent registrations gives unique, gapless numbers per county and year',
    (requests, schedule) => {
      let stored: CaseLedger = EMPTY_CASE_BOOK.ledger;
      const clerks = requests.map(([c, y]) => ({ c, y, read: undefined as number | undefined, done: undefined as string | undefined }));
      const step = (i: number): void => {
        const clerk = clerks[i % clerks.length];
        if (clerk === undefined || clerk.done !== undefined) return;
        if (clerk.read === undefined) {
          clerk.read = stored.version;
          return;
        }
        const got = allocateCaseNumber(stored, clerk.read, clerk.c, clerk.y);
        clerk.read = undefined;
        if (got.ok) {
          stored = got.value.ledger;
          clerk.done = got.value.number;
        }
      };
      schedule.forEach(step);
      for (let guard = 0; clerks.some((c) => c.done === undefined) && guard < 1000; guard += 1) clerks.forEach((_c, i) => step(i));
      for (const [c, y] of new Set(requests.map(([c2, y2]) => `${c2}|${y2}`).map((k) => k.split('|') as [string, string]))) {
        const mine = clerks.filter((k) => k.c === c && String(k.y) === y).map((k) => k.done);
        const expected = mine.map((_x, i) => caseNumberOf(c, Number(y), i + 1));
        expect([...mine].sort()).toEqual([...expected].sort());
      }
    },
  );
});

const data = generateDemoData();
const dir = { users: data.users, departments: data.departments, divisions: data.divisions };
const book = seedFilingBook();
const AT = '2026-11-20T02:00:00.000Z';
const nanchang = parcelOutline('360121');
const inside = (code: string): [number, number] => {
  const ring = parcelOutline(code)[0]?.[0] ?? [];
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  for (let k = 1; k < 400; k += 1) {
    const point: [number, number] = [Math.min(...xs) + ((k * 0.618) % 1) * (Math.max(...xs) - Math.min(...xs)), Math.min(...ys) + ((k * 0.382) % 1) * (Math.max(...ys) - Math.min(...ys))];
    if (pointInMultiPolygon(point, parcelOutline(code))) return point;
  }
  throw new Error('no inner point');
};
const draftAt = (code: string, area = 1.5): CaseDraft => {
  const [lon, lat] = inside(code);
  const body = '36012119800101123';
  return { source: 'patrol', partyKind: 'person', partyName: '张三', partyId: body + personCheck(body), partyPhone: '13907910000', place: '某村', lon, lat, violation: 'occupation', area, facts: '未经批准占用耕地建房', filingKey: '' };
};

describe('案件 rules', () => {
  test.prop([fc.double({ noNaN: true, min: -1e6, max: 1e6 })])('the area is refused unless 0 < area ≤ AREA_MAX', (area) => {
    const problem = caseProblems({ ...draftAt('360121'), area }, { name: '南昌县', outline: nanchang })['area'];
    expect(problem === undefined).toBe(area > 0 && area <= AREA_MAX);
  });

  test('a point in another county is refused at the field', () => {
    const problems = caseProblems(draftAt('360124'), { name: '南昌县', outline: nanchang });
    expect(problems['lon']).toBe(caseMessages.outsideCounty('南昌县'));
  });

  const registrants = fc.array(fc.constantFrom('10004', '10303', '10311', '10312'), { minLength: 1, maxLength: 6 });
  const viewers = fc.constantFrom('10001', '10002', '10003', '10004', '10311', '10321');
  test.prop([registrants, viewers], { numRuns: 15 })('each viewer lists and opens exactly the cases of its jurisdiction', (who, viewer) => {
    let call: CaseCall = { dir, book, userId: '', at: AT, cases: EMPTY_CASE_BOOK, affairs: { affairs: [], supervisions: [], sequence: 0 }, outlineOf: parcelOutline };
    for (const userId of who) {
      const division = data.users.find((u) => u.userId === userId)?.divisionCode ?? '';
      const made = registerCase({ ...call, userId }, draftAt(division));
      if (!made.ok) throw new Error(made.error.message);
      call = { ...call, cases: made.value.cases, affairs: made.value.affairs };
    }
    const viewerDivision = data.users.find((u) => u.userId === viewer)?.divisionCode ?? '';
    const page = casePage({ ...call, userId: viewer }, { pageIndex: 1, pageSize: 100 });
    const expected = call.cases.cases.filter((c) => withinJurisdiction(viewerDivision, c.divisionCode)).map((c) => c.id);
    expect(page.ok && page.value.rows.map((r) => r.id).sort()).toEqual(expected.sort());
    for (const c of call.cases.cases) {
      const opened = caseDetail({ ...call, userId: viewer }, c.id);
      expect(opened.ok ? 200 : opened.error.status).toBe(withinJurisdiction(viewerDivision, c.divisionCode) ? 200 : 403);
    }
    const numbers = call.cases.cases.map((c) => c.caseNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test('only a county registers a case', () => {
    const call: CaseCall = { dir, book, userId: '10003', at: AT, cases: EMPTY_CASE_BOOK, affairs: { affairs: [], supervisions: [], sequence: 0 }, outlineOf: parcelOutline };
    const made = registerCase(call, draftAt('360121'));
    expect(made.ok ? 200 : made.error).toEqual({ status: 403, message: caseMessages.countyOnly });
  });
});
