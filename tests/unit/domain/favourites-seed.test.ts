import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { seedCases } from '../../../src/demo/cases';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoFavourites } from '../../../src/demo/favourites';
import { SEED_LAST_DAY } from '../../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { seedReceipts } from '../../../src/demo/receipts';
import { EMPTY_POST_BOOK } from '../../../src/domain/document/post-service';
import { CHINA_UTC_OFFSET_MINUTES, parseDisplayed } from '../../../src/domain/format/date';

const demo = generateDemoData();
const office = seedReceipts(demo, seedAffairBook(demo, 1));
const enforcement = seedCases(demo, office.affairs);
const notices = buildDemoNoticeBoard(demo.users, demo.seed, 1).notices;
const shelves = buildDemoFavourites(demo.users, demo.seed, {
  notices,
  dir: { users: demo.users, departments: demo.departments, divisions: demo.divisions },
  receipts: office.receipts,
  posts: EMPTY_POST_BOOK,
  cases: enforcement.cases,
  affairs: enforcement.affairs,
});

const chinaMoment = (text: string): number => parseDisplayed(text, 'yyyy-MM-dd HH:mm:ss', CHINA_UTC_OFFSET_MINUTES) ?? Number.NaN;

/** When each bookmarkable record came to be, by type and id. */
function recordMoment(type: number, id: string): number | undefined {
  if (type === 1) {
    const notice = notices.find((n) => n.id === id);
    return notice === undefined ? undefined : parseDisplayed(notice.publishedAt, 'yyyy-MM-dd HH:mm', CHINA_UTC_OFFSET_MINUTES);
  }
  const found =
    type === 2
      ? office.receipts.receipts.find((r) => r.id === id)?.createdAt
      : type === 3
        ? enforcement.cases.cases.find((c) => c.id === id)?.createdAt
        : enforcement.affairs.affairs.find((stored) => stored.affair.keyDigNumGather === id)?.affair.registeredAt;
  return found === undefined ? undefined : Date.parse(found);
}

describe('the seeded favourites', () => {
  const items = Object.values(shelves).flatMap((shelf) => shelf.items);

  it('are dated after their record came to be and not after the seed’s last day', () => {
    expect(items.length).toBeGreaterThan(100);
    const end = Date.parse(`${SEED_LAST_DAY}T23:59:59+08:00`);
    for (const item of items) {
      const since = recordMoment(item.type, item.bookmarkId);
      const at = chinaMoment(item.date);
      expect(since, `${item.title} points at a seeded record`).toBeDefined();
      expect(at, `${item.title} bookmarked ${item.date}`).toBeGreaterThanOrEqual(since ?? Number.POSITIVE_INFINITY);
      expect(at).toBeLessThanOrEqual(end);
    }
  });

  it('are dated in office hours, China time', () => {
    for (const item of items) {
      const hour = Number(item.date.slice(11, 13));
      expect(hour, item.date).toBeGreaterThanOrEqual(8);
      expect(hour, item.date).toBeLessThanOrEqual(20);
    }
  });
});
