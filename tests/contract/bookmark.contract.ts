import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../src/demo/affairs';
import { seedCases } from '../../src/demo/cases';
import { buildDemoFavourites, DEMO_FAVOURITE_COUNTS, EMPTY_FAVOURITES_USER } from '../../src/demo/favourites';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { seedReceipts } from '../../src/demo/receipts';
import { supervisionReach } from '../../src/domain/affair/service/supervise';
import { bookmarkPath, CASE_BOOKMARK_KIND, caseBookmarkTitle, DOCUMENT_BOOKMARK_KINDS, PROCESS_AFFAIR_KIND, SUPERVISION_KIND } from '../../src/domain/favourites/bookmark-links';
import { bookmarkMessages } from '../../src/domain/favourites/bookmark-messages';
import { DEFAULT_KEY_TYPE_CODE } from '../../src/domain/favourites/bookmarks';
import { bookmarkTargets, type TargetLookup } from '../../src/domain/favourites/bookmark-targets';
import { officeTargets } from '../../src/domain/favourites/office-targets';
import { EMPTY_POST_BOOK } from '../../src/domain/document/post-service';
import { FAVOURITE_TYPE_LABELS } from '../../src/domain/favourites/favourite-types';
import { demo, demoUser, failureOf, signInAs, type BackendFactory } from './support/harness';
import { useBackend } from './support/suite';

const office = seedReceipts(demo, seedAffairBook(demo));
const enforcement = seedCases(demo, office.affairs);
/** The affair book both backends seed (with the affairs of the receipts and cases): its affairs and supervisions. */
const book = enforcement.affairs;
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
/** The records both backends seed, as they hand them to the favourites (no 发文 is seeded). */
const favouriteRecords = { notices: buildDemoNoticeBoard(demo.users, demo.seed).notices, dir, receipts: office.receipts, posts: EMPTY_POST_BOOK, cases: enforcement.cases, affairs: book };
const records = { notices: favouriteRecords.notices, affairs: book.affairs.map((stored) => stored.affair), dir };
const seeded = buildDemoFavourites(demo.users, demo.seed, favouriteRecords);

/** The title a seeded bookmark of each type must carry: its record's own (a 案件's as 案件详情 names it). */
function recordTitle(type: number, bookmarkId: string): string | undefined {
  if (type === 1) return records.notices.find((n) => n.id === bookmarkId)?.title;
  if (type === 2) return office.receipts.receipts.find((r) => r.id === bookmarkId)?.title;
  if (type === 3) {
    const found = enforcement.cases.cases.find((c) => c.id === bookmarkId);
    return found === undefined ? undefined : caseBookmarkTitle(found);
  }
  return records.affairs.find((a) => a.keyDigNumGather === bookmarkId)?.title;
}

/** Whether the user may open any seeded 公文 or 案件 at all, by the backends' own rule. */
function mayOpenOfficeRecords(userId: string): boolean {
  const { documents, cases } = officeTargets(favouriteRecords, userId, '2026-11-20T00:00:00.000Z');
  return (
    office.receipts.receipts.some((r) => documents(r.id, DOCUMENT_BOOKMARK_KINDS.receipt) === 'visible') ||
    enforcement.cases.cases.some((c) => cases(c.id, CASE_BOOKMARK_KIND) === 'visible')
  );
}
const DATE = /^20(24|25|26)-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const NOW = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Seeded ids the city user (王丽华) may open and may not, found by the backends' own rule; none of them among the city's seeded bookmarks. */
const cityTargets = (() => {
  const { notices, affairs } = records;
  const city = demoUser('city').userId;
  const supervisions = (id: string) => supervisionReach(book.supervisions, records.dir, city, id);
  const targets = bookmarkTargets({ ...records, today: '2026-11-20', supervisions }, city);
  const bookmarked = new Set((seeded[city]?.items ?? []).map((item) => item.bookmarkId));
  const pick = (ids: readonly string[], lookup: TargetLookup | undefined, reach: 'visible' | 'hidden', keyTypeCode = DEFAULT_KEY_TYPE_CODE, skip = 0): string => {
    const id = ids.filter((candidate) => lookup?.(candidate, keyTypeCode) === reach && !bookmarked.has(candidate))[skip];
    if (id === undefined) throw new Error(`the seed has no ${reach} target for the city user`);
    return id;
  };
  const noticeIds = notices.map((notice) => notice.id);
  const affairKeys = affairs.map((affair) => affair.keyDigNumGather);
  const supervisionIds = book.supervisions.map((supervision) => supervision.id);
  return {
    notice: pick(noticeIds, targets[1], 'visible'),
    hiddenNotice: pick(noticeIds, targets[1], 'hidden'),
    affair: pick(affairKeys, targets[4], 'visible', PROCESS_AFFAIR_KIND),
    hiddenAffair: pick(affairKeys, targets[4], 'hidden', PROCESS_AFFAIR_KIND),
    supervision: pick(supervisionIds, targets[4], 'visible', SUPERVISION_KIND),
    // Others than those the tests bookmark, offered under the other kind's keyTypeCode.
    otherAffair: pick(affairKeys, targets[4], 'visible', PROCESS_AFFAIR_KIND, 1),
    otherSupervision: pick(supervisionIds, targets[4], 'visible', SUPERVISION_KIND, 1),
    hiddenSupervision: pick(supervisionIds, targets[4], 'hidden', SUPERVISION_KIND),
  };
})();

/** BookmarkApi (SPEC section 7, /api/default/bookmark; the favourites panel): the same expectations for every backend. */
export function describeBookmarkApiContract(name: string, makeBackend: BackendFactory): void {
  describe(`BookmarkApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    it("lists the user's seeded favourites newest first, page by page", async () => {
      const client = newClient();
      const county = demoUser('county');
      await signInAs(client, county);
      const first = await client.bookmarks.list({ pageIndex: 1, pageSize: 5 });
      expect(first).toMatchObject({ total: DEMO_FAVOURITE_COUNTS['county'], pageIndex: 1, pageSize: 5 });
      expect(first.rows).toHaveLength(5);
      const all = await client.bookmarks.list({ pageIndex: 1, pageSize: 50 });
      expect(all.rows).toHaveLength(12);
      expect([...all.rows].map((row) => row.id).sort()).toEqual((seeded[county.userId]?.items ?? []).map((item) => item.id).sort());
      const dates = all.rows.map((row) => row.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const row of all.rows) {
        expect(row.date).toMatch(DATE);
        expect([1, 2, 3, 4]).toContain(row.type);
        expect(row.title.length).toBeGreaterThan(4);
      }
      expect(first.rows).toEqual(all.rows.slice(0, 5));
      expect((await client.bookmarks.list({ pageIndex: 3, pageSize: 5 })).rows).toEqual(all.rows.slice(10));
      expect((await client.bookmarks.list({ pageIndex: 4, pageSize: 5 })).rows).toEqual([]);
    });

    it.each(Object.keys(DEMO_FAVOURITE_COUNTS))("seeds %s's bookmarks of every type on records they may open, under the records' titles", async (userName) => {
      const client = newClient();
      const user = demoUser(userName);
      await signInAs(client, user);
      const rows = (await client.bookmarks.list({ pageIndex: 1, pageSize: 50 })).rows;
      expect(rows.filter((row) => row.type === 1 || row.type === 4).length).toBeGreaterThan(0);
      const officeRows = rows.filter((row) => row.type === 2 || row.type === 3);
      if (mayOpenOfficeRecords(user.userId)) expect(officeRows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.title).toBe(recordTitle(row.type, row.bookmarkId));
        expect(bookmarkPath(row)).toBeDefined();
        // Adding checks the record is there for the user before it finds the bookmark already made.
        expect(await client.bookmarks.add({ type: row.type, bookmarkId: row.bookmarkId, title: row.title, keyTypeCode: row.keyTypeCode })).toEqual(row);
      }
    });

    it('filters by type and counts each type in the groups', async () => {
      const client = newClient();
      await signInAs(client, demoUser('county'));
      const groups = await client.bookmarks.groups();
      expect(groups.map(({ type, label }) => ({ type, label }))).toEqual([1, 2, 3, 4].map((type) => ({ type, label: FAVOURITE_TYPE_LABELS[type as 1] })));
      expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(12);
      for (const group of groups) {
        const page = await client.bookmarks.list({ pageIndex: 1, pageSize: 50, type: group.type });
        expect(page.total).toBe(group.count);
        expect(page.rows.every((row) => row.type === group.type)).toBe(true);
      }
    });

    it('has a colleague with no favourites at all (the empty state)', async () => {
      const client = newClient();
      await signInAs(client, demoUser(EMPTY_FAVOURITES_USER));
      expect(await client.bookmarks.list({ pageIndex: 1, pageSize: 15 })).toEqual({ rows: [], total: 0, pageIndex: 1, pageSize: 15 });
      expect((await client.bookmarks.groups()).map((group) => group.count)).toEqual([0, 0, 0, 0]);
    });

    it('adds idempotently, answers isBookmarked per user and cancels (twice without error)', async () => {
      const client = newClient();
      const other = newClient();
      await signInAs(client, demoUser('city'));
      await signInAs(other, demoUser('province'));
      const key = { type: 1 as const, bookmarkId: cityTargets.notice };
      expect(await client.bookmarks.isBookmarked(key)).toBe(false);
      const added = await client.bookmarks.add({ ...key, title: '  关于报送用地备案统计数据的函 ' });
      expect(added).toMatchObject({ ...key, title: '关于报送用地备案统计数据的函', keyTypeCode: '-1' });
      expect(added.date).toMatch(NOW);
      expect(await client.bookmarks.add({ ...key, title: '另一个标题', keyTypeCode: 'X' })).toEqual(added);
      const listed = await client.bookmarks.list({ pageIndex: 1, pageSize: 50 });
      expect(listed.total).toBe(10);
      expect(listed.rows[0]).toEqual(added);
      expect(await client.bookmarks.isBookmarked(key)).toBe(true);
      expect(await client.bookmarks.isBookmarked({ ...key, type: 4 })).toBe(false);
      expect(await other.bookmarks.isBookmarked(key)).toBe(false);
      await client.bookmarks.cancel(key);
      await client.bookmarks.cancel(key);
      expect(await client.bookmarks.isBookmarked(key)).toBe(false);
      expect((await client.bookmarks.list({ pageIndex: 1, pageSize: 50 })).total).toBe(9);
    });

    it('adds an affair the user may view, by the key of its details page', async () => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const added = await client.bookmarks.add({ type: 4, bookmarkId: cityTargets.affair, title: '事务收藏', keyTypeCode: PROCESS_AFFAIR_KIND });
      expect(added).toMatchObject({ type: 4, bookmarkId: cityTargets.affair, keyTypeCode: PROCESS_AFFAIR_KIND });
      expect(await client.bookmarks.isBookmarked({ type: 4, bookmarkId: cityTargets.affair })).toBe(true);
    });

    it('adds a supervision the user may see (督办详情), under its name, and lists it to open on 督办详情', async () => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const supervision = book.supervisions.find((s) => s.id === cityTargets.supervision);
      if (supervision === undefined) throw new Error('no seeded supervision');
      const added = await client.bookmarks.add({ type: 4, bookmarkId: supervision.id, title: supervision.supName, keyTypeCode: SUPERVISION_KIND });
      expect(added).toMatchObject({ type: 4, bookmarkId: supervision.id, title: supervision.supName, keyTypeCode: SUPERVISION_KIND });
      expect(await client.bookmarks.isBookmarked({ type: 4, bookmarkId: supervision.id })).toBe(true);
      const listed = (await client.bookmarks.list({ pageIndex: 1, pageSize: 50, type: 4 })).rows.find((row) => row.bookmarkId === supervision.id);
      expect(listed).toEqual(added);
      expect(bookmarkPath(added)).toMatch(new RegExp(`^/process/handle/supervise/${supervision.id}\\?`));
    });

    it.each([
      ['a notice that does not exist', 1, 'probe-1', DEFAULT_KEY_TYPE_CODE],
      ["another division's notice", 1, cityTargets.hiddenNotice, DEFAULT_KEY_TYPE_CODE],
      ['an affair that does not exist', 4, 'SW-PROBE-1', PROCESS_AFFAIR_KIND],
      ['an affair the user took no part in', 4, cityTargets.hiddenAffair, PROCESS_AFFAIR_KIND],
      ['an affair as a supervision (督办详情 would not find it)', 4, cityTargets.otherAffair, SUPERVISION_KIND],
      ['a supervision as an affair (事务详情 would not find it)', 4, cityTargets.otherSupervision, PROCESS_AFFAIR_KIND],
      ['a supervision the user is neither supervisor nor urged of', 4, cityTargets.hiddenSupervision, SUPERVISION_KIND],
      ['a supervision that does not exist', 4, 'DB999999', SUPERVISION_KIND],
      ['a 公文 that does not exist', 2, 'GW-PROBE-1', DEFAULT_KEY_TYPE_CODE],
      ['a 案件 that does not exist', 3, 'AJ-PROBE-1', DEFAULT_KEY_TYPE_CODE],
    ] as const)('refuses to bookmark %s with a 404 and stores nothing', async (_case, type, bookmarkId, keyTypeCode) => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const before = await client.bookmarks.list({ pageIndex: 1, pageSize: 50 });
      const failure = await failureOf(client.bookmarks.add({ type, bookmarkId, title: '任意标题', keyTypeCode }));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(failure.message).toBe(bookmarkMessages.unreachable(type));
      expect(await client.bookmarks.isBookmarked({ type, bookmarkId })).toBe(false);
      expect(await client.bookmarks.list({ pageIndex: 1, pageSize: 50 })).toEqual(before);
    });

    it("cancels many by id, leaving other users' favourites alone", async () => {
      const client = newClient();
      await signInAs(client, demoUser('hexuemei'));
      const before = await client.bookmarks.list({ pageIndex: 1, pageSize: 50 });
      const mine = before.rows.slice(0, 2).map((row) => row.id);
      const theirs = seeded[demoUser('county').userId]?.items[0]?.id ?? '';
      expect(await client.bookmarks.cancelMany([...mine, theirs, 'no-such-id'])).toBe(2);
      expect((await client.bookmarks.list({ pageIndex: 1, pageSize: 50 })).total).toBe(before.total - 2);
      expect(await client.bookmarks.cancelMany(mine)).toBe(0);
      const county = newClient();
      await signInAs(county, demoUser('county'));
      expect((await county.bookmarks.list({ pageIndex: 1, pageSize: 1 })).total).toBe(12);
    });

    it.each([
      ['a page size above 50', (c: ReturnType<typeof newClient>) => c.bookmarks.list({ pageIndex: 1, pageSize: 51 }), '每页条数取值无效'],
      ['page 0', (c: ReturnType<typeof newClient>) => c.bookmarks.list({ pageIndex: 0, pageSize: 15 }), '页码取值无效'],
      ['type 5', (c: ReturnType<typeof newClient>) => c.bookmarks.add({ type: 5 as 1, bookmarkId: 'x', title: '标题' }), '收藏类型取值无效'],
      ['a 65-character id', (c: ReturnType<typeof newClient>) => c.bookmarks.add({ type: 1, bookmarkId: 'x'.repeat(65), title: '标题' }), '收藏对象编号长度不能超过64个字符'],
      ['a blank title', (c: ReturnType<typeof newClient>) => c.bookmarks.add({ type: 1, bookmarkId: 'x', title: '   ' }), '收藏标题不能为空'],
      ['no ids', (c: ReturnType<typeof newClient>) => c.bookmarks.cancelMany([]), '收藏编号不能为空'],
      ['type 0 in the status check', (c: ReturnType<typeof newClient>) => c.bookmarks.isBookmarked({ type: 0 as 1, bookmarkId: 'x' }), '收藏类型取值无效'],
    ])('refuses %s with a 400 and its Chinese message', async (_case, run, message) => {
      const client = newClient();
      await signInAs(client, demoUser('wanzhiyuan'));
      const failure = await failureOf(run(client));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(failure.message).toBe(message);
    });

    it('drives the overlay for the list, not for the status check', async () => {
      const client = newClient();
      await signInAs(client, demoUser('chenjiaqi'));
      const before = client.loading.starts;
      await client.bookmarks.isBookmarked({ type: 1, bookmarkId: 'x' });
      expect(client.loading.starts).toBe(before);
      await client.bookmarks.list({ pageIndex: 1, pageSize: 15 });
      expect(client.loading.starts).toBe(before + 1);
    });

    it('refuses without a token', async () => {
      const client = newClient();
      const failure = await failureOf(client.bookmarks.list({ pageIndex: 1, pageSize: 15 }));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 401 });
      expect(client.followUps.actions).toEqual([{ kind: 'relogin' }]);
    });
  });
}
