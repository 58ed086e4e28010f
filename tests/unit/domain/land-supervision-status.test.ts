import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { seedTemporaryLands } from '../../../src/demo/temporary-lands';
import { superviseDetail, superviseList, superviseUrge } from '../../../src/domain/affair/service/supervise';
import type { Directory } from '../../../src/domain/affair/service/types';
import { landRemindersFor, superviseRemindedLand, type ReminderSources } from '../../../src/domain/dashboard/land-reminder-service';
import { supervisionItems } from '../../../src/domain/dashboard/supervisions';
import { isoOfDay } from '../../../src/domain/filing/calendar-date';
import { landStatusLabels, todayOf, visibleLand } from '../../../src/domain/temporary-land/service/land-access';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const filings = seedFilingBook();
const sources: ReminderSources = { affairs: seedAffairBook(demo), filings, lands: seedTemporaryLands(filings), dir };
const COUNTY = { userId: '10004', level: 'county' as const };
const AT = new Date().toISOString();
const PAGE = { pageIndex: 1, pageSize: 50 } as const;

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** 转督办 on the county's first 即将到期 reminder, as the dashboard widget sends it. */
function supervisedExpiring() {
  const reminder = must(landRemindersFor(sources, COUNTY, 1, 50, AT)).rows.find((row) => row.kind === 'expiring' && row.draft !== undefined);
  if (reminder?.draft === undefined) throw new Error('the seed gives the county a 即将到期 reminder without a supervision');
  const made = must(superviseRemindedLand(sources, COUNTY, { id: reminder.id, ...reminder.draft }, AT));
  return { reminder, made };
}

describe('a supervision made from a temporary land reminder (转督办)', () => {
  it('shows the land use’s status where an affair supervision shows the affair’s', () => {
    const { reminder, made } = supervisedExpiring();
    expect(made.value.affairStatusLabel).toBe('即将到期');
    const labels = landStatusLabels({ filings, lands: sources.lands, at: AT });
    const row = must(superviseList(made.book, dir, COUNTY.userId, PAGE, AT, labels)).rows.find((r) => r.id === made.value.id);
    expect(row).toMatchObject({ temporaryLandId: reminder.id, affairTitle: reminder.projectName, affairStatusLabel: '即将到期' });
    expect(must(superviseDetail(made.book, dir, COUNTY.userId, made.value.id, AT, labels)).affairStatusLabel).toBe('即将到期');
    expect(must(superviseUrge(made.book, dir, COUNTY.userId, made.value.id, '请抓紧复垦。', AT, labels)).value.affairStatusLabel).toBe('即将到期');
    const item = supervisionItems(made.book, dir, COUNTY.userId, 1, 50, AT, labels).rows.find((i) => i.id === made.value.id);
    expect(item?.statusLabel).toBe('即将到期');
  });

  it('follows the land use as days go by instead of keeping the status it was made with', () => {
    const { reminder, made } = supervisedExpiring();
    const division = dir.users.find((u) => u.userId === COUNTY.userId)?.divisionCode ?? '';
    const land = must(visibleLand({ ...sources, userId: COUNTY.userId, at: AT }, division, reminder.id));
    const afterTerm = `${isoOfDay(land.term.endDay + 1)}T02:00:00.000Z`;
    const afterDue = `${isoOfDay(land.term.reclamationDueDay + 1)}T02:00:00.000Z`;
    expect(todayOf(afterTerm)).toBeLessThanOrEqual(land.term.reclamationDueDay);
    const statusAt = (at: string) =>
      must(superviseList(made.book, dir, COUNTY.userId, PAGE, at, landStatusLabels({ filings, lands: sources.lands, at }))).rows.find((r) => r.id === made.value.id)?.affairStatusLabel;
    expect(statusAt(afterTerm)).toBe('已到期待复垦');
    expect(statusAt(afterDue)).toBe('逾期未复垦');
  });

  it('has no status for an id that names no temporary land use, and none when the backend passes no land statuses', () => {
    const { made } = supervisedExpiring();
    const labels = landStatusLabels({ filings, lands: sources.lands, at: AT });
    expect(labels('NO-SUCH-LAND')).toBeUndefined();
    const notLand = filings.filings.find((f) => f.data.typeCode !== '1');
    expect(notLand && labels(notLand.keyNumGather)).toBeUndefined();
    expect(must(superviseList(made.book, dir, COUNTY.userId, PAGE, AT)).rows.find((r) => r.id === made.value.id)?.affairStatusLabel).toBe('');
  });
});
