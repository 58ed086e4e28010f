import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { seedTemporaryLands } from '../../src/demo/temporary-lands';
import { PAGE_SIZES } from '../../src/domain/format/page-size';
import { STALE_VERSION_MESSAGE } from '../../src/domain/filing/versioning';
import type { LandFilters, LandRow } from '../../src/domain/temporary-land/land-types';
import { STATUS_ORDER } from '../../src/domain/temporary-land/status';
import { registerAcceptance } from '../../src/domain/temporary-land/service/land-acceptance';
import type { LandCall } from '../../src/domain/temporary-land/service/land-access';
import { landList, landRows } from '../../src/domain/temporary-land/service/land-list';

const demo = generateDemoData();
const filings = seedFilingBook();
const lands = seedTemporaryLands(filings);
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
/** The province, the city and the county demo users. */
const viewers = fc.constantFrom('10002', '10003', '10004');
/** A day from the seed's start to a year after it, at noon China time. */
const instants = fc.integer({ min: 0, max: 1200 }).map((day) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000 + 4 * 3_600_000).toISOString());
const callOf = (userId: string, at: string): LandCall => ({ filings, lands, dir, userId, at });

const rowsOf = (call: LandCall, filters: LandFilters = {}): LandRow[] => {
  const rows = landRows(call, filters);
  if (!rows.ok) throw new Error(rows.error.message);
  return rows.value;
};

const date = fc.integer({ min: 0, max: 1100 }).map((day) => new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));
const filters: fc.Arbitrary<LandFilters> = fc.record(
  {
    status: fc.constantFrom(...STATUS_ORDER),
    divisionCode: fc.constantFrom('360121', '360100', '360124', '360000'),
    startDate: date,
    endDate: date,
    text: fc.constantFrom('工程', '便道', '江西', '洪自然资', '中铁', 'ZZZ', ' 场 '),
  },
  { requiredKeys: [] },
);

/** The filters written out again, independently of the service: what "matches" means. */
function scan(row: LandRow, f: LandFilters): boolean {
  const needle = (f.text ?? '').trim().toLowerCase();
  const prefix = f.divisionCode === undefined ? '' : f.divisionCode.endsWith('0000') ? f.divisionCode.slice(0, 2) : f.divisionCode.endsWith('00') ? f.divisionCode.slice(0, 4) : f.divisionCode;
  return (
    (f.status === undefined || f.status === row.status) &&
    row.divisionCode.startsWith(prefix) &&
    (f.startDate === undefined || row.approvalDate >= f.startDate) &&
    (f.endDate === undefined || row.approvalDate <= f.endDate) &&
    (needle === '' || `${row.projectName}\n${row.approvalNumber}\n${row.userUnit}`.toLowerCase().includes(needle))
  );
}

describe('the temporary land list', () => {
  test.prop([viewers, instants, filters], { numRuns: 60 })('holds exactly the rows a scan of the jurisdiction finds, in the same urgency order', (userId, at, f) => {
    const call = callOf(userId, at);
    const all = rowsOf(call);
    const filtered = landRows(call, f);
    const viewer = demo.users.find((u) => u.userId === userId)?.divisionCode ?? '';
    const allowed = f.divisionCode === undefined || f.divisionCode.startsWith(viewer.endsWith('0000') ? viewer.slice(0, 2) : viewer.endsWith('00') ? viewer.slice(0, 4) : viewer);
    if (!allowed) {
      expect(filtered.ok ? 0 : filtered.error.status).toBe(403);
      return;
    }
    expect(filtered.ok).toBe(true);
    if (filtered.ok) expect(filtered.value).toEqual(all.filter((row) => scan(row, f)));
  });

  test.prop([viewers, instants, fc.constantFrom(...PAGE_SIZES)], { numRuns: 30 })('loses and repeats nothing across its pages', (userId, at, pageSize) => {
    const call = callOf(userId, at);
    const all = rowsOf(call);
    const pages = Math.ceil(all.length / pageSize) + 1;
    const seen: LandRow[] = [];
    for (let pageIndex = 1; pageIndex <= pages; pageIndex += 1) {
      const page = landList(call, { pageIndex, pageSize });
      if (!page.ok) throw new Error(page.error.message);
      expect(page.value.total).toBe(all.length);
      expect(page.value.rows.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.value.rows);
    }
    expect(seen).toEqual(all);
  });
});

describe('an acceptance save', () => {
  const county = rowsOf(callOf('10004', '2026-11-20T04:00:00.000Z'));
  test.prop([fc.constantFrom(...county.map((row) => row.id)), fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0)], { numRuns: 40 })(
    'on another version than the stored one is refused as stale and changes nothing',
    (id, shift) => {
      const call = callOf('10004', '2026-11-20T04:00:00.000Z');
      const stored = lands.lands.find((land) => land.id === id)?.version ?? 0;
      const result = registerAcceptance(call, { id, version: stored + shift, date: '2026-11-19', opinion: '已完成复垦' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toEqual({ status: 409, message: STALE_VERSION_MESSAGE });
    },
  );
});
