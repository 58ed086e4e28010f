import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { filingQueryUrl, parseFilingQueryLink } from '../../src/domain/filing/query-link';
import { filingListRecords } from '../../src/domain/filing/service/list';
import { divisionScope, inRow, rowDivisionLink, scopeRows } from '../../src/domain/statistics/division-scope';
import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const book = seedFilingBook();
const CODES = demo.divisions.map((d) => d.code);
const STAFF = demo.users.filter((u) => u.kind === 'staff' && CODES.includes(u.divisionCode)).map((u) => u.userId);
const viewerOf = (userId: string): string => demo.users.find((u) => u.userId === userId)?.divisionCode ?? '';
const divisionAt = (code: string) => demo.divisions.find((d) => d.code === code);

/** Records filed anywhere in the directory, so some sit at the division itself and some in no row of it. */
const records = fc.array(fc.constantFrom(...CODES).map((divisionCode) => ({ divisionCode })), { maxLength: 60 });

describe('the division scope of every statistics table', () => {
  test.prop([fc.constantFrom(...STAFF), fc.constantFrom(...CODES)])('answers the division within the jurisdiction, 403 outside it', (userId, asked) => {
    const scope = divisionScope({ dir, userId }, asked);
    const viewer = viewerOf(userId);
    if (withinJurisdiction(viewer, asked)) expect(scope.ok ? [scope.value.viewer, scope.value.division.code] : scope.error).toEqual([viewer, asked]);
    else expect(scope.ok ? 200 : scope.error).toEqual({ status: 403, message: divisionScopeMessages.forbidden });
    const own = divisionScope({ dir, userId }, undefined);
    expect(own.ok ? own.value.division.code : own.error).toBe(viewer);
  });

  test('an unknown division within the jurisdiction is 404', () => {
    const province = demo.users.find((u) => u.userName === 'province')?.userId ?? '';
    const unknown = ['360199', '369900'].find((code) => divisionAt(code) === undefined) ?? '';
    const scope = divisionScope({ dir, userId: province }, unknown);
    expect(scope.ok ? 200 : scope.error).toEqual({ status: 404, message: divisionScopeMessages.unknownDivision });
  });

  test.prop([fc.constantFrom(...CODES), records])('every record of the division falls in exactly one row, which rowOf names; 本级 first only when it holds records, then children in code order', (code, filed) => {
    const division = divisionAt(code);
    if (division === undefined) throw new Error(code);
    const { rows, rowOf } = scopeRows(dir, division, filed);
    for (const { divisionCode } of filed) {
      const holding = rows.flatMap((row, at) => (inRow(row, divisionCode) ? [at] : []));
      if (withinJurisdiction(code, divisionCode)) {
        expect(holding).toHaveLength(1);
        expect(rowOf(divisionCode)).toBe(holding[0]);
      } else {
        expect([holding, rowOf(divisionCode)]).toEqual([[], undefined]);
      }
    }
    const ownRows = rows.filter((row) => row.own);
    const holdsOwn = division.level !== 'county' && filed.some((f) => f.divisionCode === code);
    expect(ownRows).toEqual(holdsOwn ? [rows[0]] : []);
    const children = rows.filter((row) => !row.own).map((row) => row.code);
    expect(children).toEqual(division.level === 'county' ? [code] : demo.divisions.filter((d) => d.parentCode === code).map((d) => d.code).sort());
  });

  test.prop([fc.constantFrom(...STAFF)])("a row's 备案查询 link lists exactly the row's records: 本级 only the division's own", (userId) => {
    const call = { book, dir, userId, at: '2026-11-21T02:00:00.000Z' };
    const division = divisionAt(viewerOf(userId));
    if (division === undefined) throw new Error(userId);
    const listed = filingListRecords(call, 'query', { divisionCode: division.code });
    if (!listed.ok) throw new Error(listed.error.message);
    for (const row of scopeRows(dir, division, listed.value).rows) {
      const url = filingQueryUrl(rowDivisionLink(row));
      const linked = filingListRecords(call, 'query', parseFilingQueryLink(url.slice(url.indexOf('?'))));
      if (!linked.ok) throw new Error(linked.error.message);
      const expected = listed.value.filter((f) => inRow(row, f.divisionCode));
      expect(linked.value.map((f) => f.keyNumGather).sort()).toEqual(expected.map((f) => f.keyNumGather).sort());
      if (row.own) expect(expected.every((f) => f.divisionCode === division.code)).toBe(true);
    }
  });
});
