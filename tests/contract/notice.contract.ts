import { describe, expect, it } from 'vitest';
import { NOTICE_NOT_FOUND } from '../../src/domain/notice/notice-messages';
import { failureOf } from './support/harness';
import { useSearchBackend, type SearchBackendFactory } from './search.contract-harness';

const COUNTY = '10004';
const COLLEAGUE = '10301';

/** NoticeApi (通知公告 list and details): the same expectations for every backend. */
export function describeNoticeApiContract(name: string, makeBackend: SearchBackendFactory): void {
  describe(`NoticeApi contract: ${name}`, () => {
    const { as } = useSearchBackend(makeBackend);

    it("lists the user's notices pinned first then newest, page by page, with the unread count", async () => {
      const { notices } = await as(COUNTY);
      const all = await notices.list({ pageIndex: 1, pageSize: 50 });
      expect(all.total).toBeGreaterThan(15);
      const pinned = all.rows.filter((row) => row.pinned).length;
      expect(pinned).toBeGreaterThan(0);
      expect(all.rows.slice(0, pinned).every((row) => row.pinned)).toBe(true);
      const dates = all.rows.slice(pinned).map((row) => row.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const news = await notices.list({ pageIndex: 1, pageSize: 50, category: 'news' });
      expect(news.rows.length).toBeGreaterThan(0);
      expect(news.rows.every((row) => row.category === 'news')).toBe(true);
      expect(all.unread).toBe(all.rows.filter((row) => !row.read).length);
      expect(all.unread).toBeGreaterThan(0);
      const second = await notices.list({ pageIndex: 2, pageSize: 15 });
      expect(second).toMatchObject({ total: all.total, pageIndex: 2, pageSize: 15, unread: all.unread });
      expect(second.rows).toEqual(all.rows.slice(15, 30));
    });

    it('opening a notice gives it whole and marks it read for that user only', async () => {
      const { notices } = await as(COUNTY);
      const colleague = (await as(COLLEAGUE)).notices;
      const before = await notices.list({ pageIndex: 1, pageSize: 50 });
      const unread = before.rows.find((row) => !row.read);
      if (unread === undefined) throw new Error('no unread notice');
      const colleagueBefore = await colleague.list({ pageIndex: 1, pageSize: 50 });
      const detail = await notices.detail(unread.id);
      expect(detail).toMatchObject({ id: unread.id, title: unread.title, publisherUnit: unread.publisherUnit, publishedAt: unread.publishedAt, read: true });
      expect(detail.body).toMatch(/^<p>/);
      expect(detail).toMatchObject({ mayManage: false, categoryLabel: expect.any(String), scopeName: expect.any(String) });
      expect(detail.attachments).toHaveLength(unread.attachmentCount);
      const after = await notices.list({ pageIndex: 1, pageSize: 50 });
      expect(after.unread).toBe(before.unread - 1);
      expect(after.rows.find((row) => row.id === unread.id)?.read).toBe(true);
      await notices.detail(unread.id);
      expect((await notices.list({ pageIndex: 1, pageSize: 50 })).unread).toBe(after.unread);
      expect((await colleague.list({ pageIndex: 1, pageSize: 50 })).unread).toBe(colleagueBefore.unread);
    });

    it("answers 404 for an unknown notice and for another county's", async () => {
      const { notices } = await as(COUNTY);
      const unknown = await failureOf(notices.detail('TZ9999'));
      expect(unknown.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(unknown.message).toBe(NOTICE_NOT_FOUND);
      const own = new Set((await notices.list({ pageIndex: 1, pageSize: 50 })).rows.map((row) => row.id));
      const jinxian = (await (await as('10311')).notices.list({ pageIndex: 1, pageSize: 50 })).rows.find((row) => !own.has(row.id));
      if (jinxian === undefined) throw new Error('no notice for 进贤县 only');
      expect((await failureOf(notices.detail(jinxian.id))).failure).toMatchObject({ kind: 'http', status: 404 });
    });

    it('refuses paging the lists do not offer with a 400', async () => {
      const { notices } = await as(COUNTY);
      expect((await failureOf(notices.list({ pageIndex: 1, pageSize: 12 }))).failure).toMatchObject({ kind: 'http', status: 400 });
    });
  });
}
