import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoNoticeBoard, buildDemoNotices, DEMO_NOTICE_COUNT } from '../../../src/demo/notices';
import { hasRead, mayRead, NOTICE_NOT_FOUND, noticePage, noticeReaderOf, openNotice, unreadCount, visibleNotices } from '../../../src/domain/notice/notice-rules';
import type { NoticeReader } from '../../../src/domain/notice/notice-types';

const demo = generateDemoData();
const board = buildDemoNoticeBoard(demo.users, demo.seed);
const reader = (userId: string): NoticeReader => {
  const user = demo.users.find((u) => u.userId === userId);
  if (user === undefined) throw new Error(userId);
  return noticeReaderOf(user);
};
const county = reader('10004');
const city = reader('10003');
const province = reader('10002');
const jinxian = reader('10311');

describe('demo notices', () => {
  it('are about 25, deterministic, with the titles the issue names, and the same read flags on every build', () => {
    expect(DEMO_NOTICE_COUNT).toBeGreaterThanOrEqual(24);
    expect(buildDemoNotices()).toEqual(buildDemoNotices());
    expect(buildDemoNoticeBoard(demo.users, demo.seed)).toEqual(board);
    const titles = board.notices.map((n) => n.title);
    expect(titles).toContain('关于开展2026年度临时用地专项检查的通知');
    expect(titles).toContain('关于做好设施农业用地备案工作的通知');
    expect(new Set(board.notices.map((n) => n.id)).size).toBe(board.notices.length);
    for (const notice of board.notices) {
      expect(notice.publishedAt).toMatch(/^20(25|26)-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(notice.paragraphs.length).toBeGreaterThan(2);
      expect(notice.publisherUnit).toMatch(/自然资源/);
    }
    expect(board.notices.some((n) => n.attachments.length > 1)).toBe(true);
  });
});

describe('who reads which notice', () => {
  const byDivision = (code: string) => board.notices.filter((n) => n.divisionCode === code);

  it('everyone reads the province; a county reads its city and itself, not another county', () => {
    for (const notice of byDivision('360000')) expect([county, city, province, jinxian].every((r) => mayRead(r, notice))).toBe(true);
    for (const notice of byDivision('360100')) expect(mayRead(county, notice) && mayRead(jinxian, notice)).toBe(true);
    for (const notice of byDivision('360124')) {
      expect(mayRead(jinxian, notice)).toBe(true);
      expect(mayRead(county, notice)).toBe(false);
      expect(mayRead(city, notice)).toBe(true);
    }
    for (const notice of byDivision('360400')) expect(mayRead(city, notice) || mayRead(county, notice)).toBe(false);
    expect(visibleNotices(board, province)).toHaveLength(board.notices.length);
    expect(visibleNotices(board, reader('10001'))).toHaveLength(board.notices.length);
  });

  it('lists newest first with the unread count over all pages', () => {
    const all = noticePage(board, county, { pageIndex: 1, pageSize: 50 });
    if (!all.ok) throw new Error('refused');
    const dates = all.value.rows.map((r) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.value.unread).toBe(all.value.rows.filter((r) => !r.read).length);
    expect(all.value.unread).toBeGreaterThanOrEqual(5);
    expect(all.value.unread).toBeLessThan(all.value.total);
    const second = noticePage(board, county, { pageIndex: 2, pageSize: 15 });
    expect(second.ok && second.value.rows).toEqual(all.value.rows.slice(15, 30));
    expect(noticePage(board, county, { pageIndex: 1, pageSize: 13 })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(noticePage(board, county, { pageIndex: 0, pageSize: 15 })).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('opening marks read for that user only, once; another county’s notice is a 404', () => {
    const unread = visibleNotices(board, county).find((n) => !hasRead(board, county.userId, n.id));
    if (unread === undefined) throw new Error('no unread notice');
    const opened = openNotice(board, county, unread.id);
    if (!opened.ok) throw new Error('refused');
    expect(opened.value.detail).toMatchObject({ id: unread.id, read: true, title: unread.title });
    expect(hasRead(opened.value.board, county.userId, unread.id)).toBe(true);
    expect(opened.value.board.readBy[city.userId]).toEqual(board.readBy[city.userId]);
    const again = openNotice(opened.value.board, county, unread.id);
    expect(again.ok && again.value.board).toBe(opened.value.board);
    const jinxianNotice = board.notices.find((n) => n.divisionCode === '360124');
    expect(openNotice(board, county, jinxianNotice?.id ?? '')).toEqual({ ok: false, error: { status: 404, message: NOTICE_NOT_FOUND } });
    expect(openNotice(board, county, 'TZ9999')).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('the 通知公告 badge', () => {
  it('counts the reader\'s unopened notices and drops by one when one is opened, for that reader only', () => {
    const before = unreadCount(board, county);
    expect(before).toBeGreaterThan(0);
    const unopened = visibleNotices(board, county).find((notice) => !hasRead(board, county.userId, notice.id));
    if (unopened === undefined) throw new Error('the county reader has nothing unread');
    const opened = openNotice(board, county, unopened.id);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(unreadCount(opened.value.board, county)).toBe(before - 1);
    expect(unreadCount(opened.value.board, city)).toBe(unreadCount(board, city));
  });
});
