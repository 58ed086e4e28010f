import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { FILING_TYPE_CODES } from '../../src/domain/filing/filing-types';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { overdueOf } from '../../src/domain/filing/service/access';
import { filingListRecords } from '../../src/domain/filing/service/list';
import type { StoredFiling } from '../../src/domain/filing/service/types';
import { addWorkingDays } from '../../src/domain/filing/working-days';
import { timeoutReportTable } from '../../src/domain/statistics/timeout-report-table';
import { REVIEW_DEADLINE_WORKING_DAYS, reviewJudgement, TIMEOUT_STAGES } from '../../src/domain/statistics/timeout-rule';
import { timeoutNumbers, timeoutRecords, type TimeoutFilter } from '../../src/domain/statistics/timeout-stats';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const book = seedFilingBook();
const userOf = (name: string): string => demo.users.find((u) => u.userName === name)?.userId ?? '';
const USERS = ['province', 'city', 'county'].map(userOf);
const CODES = [undefined, '360000', '360100', '360121'];

const day = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const at = fc.date({ min: new Date('2026-06-01T00:00:00Z'), max: new Date('2027-06-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const filter: fc.Arbitrary<TimeoutFilter> = fc
  .record({ keyTypeCode: fc.constantFrom(...FILING_TYPE_CODES), divisionCode: fc.constantFrom(...CODES), period: fc.tuple(day, day) }, { requiredKeys: [] })
  .map(({ period, divisionCode, ...rest }) => ({
    ...rest,
    ...(divisionCode === undefined ? {} : { divisionCode }),
    ...(period === undefined ? {} : { startDate: period[0] <= period[1] ? period[0] : period[1], endDate: period[0] <= period[1] ? period[1] : period[0] }),
  }));

describe('超时统计 counts the 备案查询 list by the rule', () => {
  test.prop([fc.constantFrom(...USERS), filter, at], { numRuns: 40 })('rows partition the list, each number equals a count by the rule and its own record list, totals are the rows summed', (userId, query, now) => {
    const call = { book, dir, userId, at: now };
    const answer = timeoutNumbers(call, query);
    if (!answer.ok) {
      expect(answer.error.status).toBe(403);
      return;
    }
    const listed = filingListRecords(call, 'query', { ...query, divisionCode: answer.value.scope.divisionCode });
    if (!listed.ok) throw new Error(listed.error.message);
    expect(answer.value.rows.reduce((sum, row) => sum + row.records, 0)).toBe(listed.value.length);
    for (const row of answer.value.rows) {
      const members = listed.value.filter((f: StoredFiling) => (row.own ? f.divisionCode === row.divisionCode : withinJurisdiction(row.divisionCode, f.divisionCode)));
      expect(row.records).toBe(members.length);
      expect(row.reportOverdue).toBe(members.filter((f) => overdueOf(f, now)).length);
      for (const stage of TIMEOUT_STAGES) {
        const behind = timeoutRecords(call, { ...query, divisionCode: row.divisionCode, own: row.own, stage, pageIndex: 1, pageSize: 50 });
        if (!behind.ok) throw new Error(behind.error.message);
        expect(behind.value.total).toBe(stage === 'report' ? row.reportOverdue : row.reviewOverdue);
        for (const record of behind.value.rows) expect(record.daysOverdue).toBeGreaterThan(0);
      }
    }
    const { totals } = answer.value;
    expect(totals.records).toBe(listed.value.length);
    expect(totals.reportOverdue).toBe(answer.value.rows.reduce((sum, row) => sum + row.reportOverdue, 0));
    expect(totals.reviewOverdue).toBe(answer.value.rows.reduce((sum, row) => sum + row.reviewOverdue, 0));
    const table = timeoutReportTable(answer.value);
    expect(table.totals?.cells).toEqual({ division: '合计', records: totals.records, reportOverdue: totals.reportOverdue, reviewOverdue: totals.reviewOverdue });
  });
});

describe('审核超时 (our rule)', () => {
  const reported = book.filings.find((f) => f.status === 'reported');
  if (reported === undefined) throw new Error('the seed has a reported record');
  const on = '2026-03-02';
  const deadline = addWorkingDays(on, REVIEW_DEADLINE_WORKING_DAYS) ?? '';
  const entry = (action: 'approve' | 'return', day: string) => ({ at: `${day}T02:00:00.000Z`, userId: 'u', action, fromStatus: 'reported' as const, toStatus: 'filed' as const, changedFields: [] });
  const record = (status: StoredFiling['status'], history: StoredFiling['history']): StoredFiling => ({ ...reported, status, reportedOn: on, history });

  test.prop([fc.integer({ min: -5, max: 10 }), fc.constantFrom('approve', 'return' as const)])('a decision is late exactly when it comes after the 20th working day', (offset, action) => {
    const decided = offset >= 0 ? (addWorkingDays(deadline, offset) ?? '') : (addWorkingDays(on, REVIEW_DEADLINE_WORKING_DAYS + offset) ?? '');
    const judgement = reviewJudgement(record('filed', [entry(action, decided)]), '2027-01-01');
    expect(judgement?.overdue).toBe(offset > 0);
    expect((judgement?.daysOverdue ?? 0) > 0).toBe(offset > 0);
  });

  test('a record still waiting is late once today passes the deadline; one recalled undecided is not judged', () => {
    expect(reviewJudgement(record('reported', []), deadline)?.overdue).toBe(false);
    expect(reviewJudgement(record('reported', []), addWorkingDays(deadline, 1) ?? '')?.overdue).toBe(true);
    expect(reviewJudgement(record('draft', []), '2027-01-01')).toBeUndefined();
  });
});
