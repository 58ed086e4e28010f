import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildMenus } from '../../../src/demo/menus';
import { buildDemoNoticeBoard, buildDemoNotices, DEMO_NOTICE_COUNT } from '../../../src/demo/notices';
import { checkPermission } from '../../../src/domain/permission/permission';
import { NOTICE_NOT_FOUND } from '../../../src/domain/notice/notice-messages';
import { hasRead, noticePage, noticeUserOf, openNotice, unreadCount, visibleNotices } from '../../../src/domain/notice/notice-rules';
import { covers, mayRead } from '../../../src/domain/notice/notice-scope';
import { divisionNameIn } from '../../../src/domain/notice/notice-writing';
import type { Notice, NoticeBoard } from '../../../src/domain/notice/notice-types';

const demo = generateDemoData();
const board = buildDemoNoticeBoard(demo.users, demo.seed);
const TODAY = '2026-11-20';
const context = { today: TODAY, divisionName: divisionNameIn(demo) };
const user = (userId: string) => {
  const found = demo.users.find((u) => u.userId === userId);
  if (found === undefined) throw new Error(userId);
  return noticeUserOf(found, demo.roles);
};
const admin = user('10001');
const province = user('10002');
const city = user('10003');
const county = user('10004');
const jinxian = user('10311');

describe('demo notices', () => {
  it('are deterministic HTML notices of the province and 南昌市, written by real writers, in three categories', () => {
    expect(DEMO_NOTICE_COUNT).toBeGreaterThanOrEqual(24);
    expect(buildDemoNotices(demo.users)).toEqual(buildDemoNotices(demo.users));
    expect(buildDemoNoticeBoard(demo.users, demo.seed)).toEqual(board);
    const titles = board.notices.map((n) => n.title);
    expect(titles).toContain('关于开展2026年度临时用地专项检查的通知');
    expect(titles).toContain('关于做好设施农业用地备案工作的通知');
    expect(new Set(board.notices.map((n) => n.id)).size).toBe(board.notices.length);
    for (const notice of board.notices) {
      if (notice.status !== 'draft') expect(notice.publishedAt).toMatch(/^20(25|26)-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(notice.body).toMatch(/^(<p>[^<]+<\/p>){2,}$/);
      expect(notice.publisherUnit).toMatch(/自然资源/);
      expect(notice.version).toBe(1);
      const author = demo.users.find((u) => u.userId === notice.authorId);
      expect(author?.divisionCode).toBe(notice.divisionCode);
      expect(author?.nickName).toBe(notice.authorName);
      expect(covers(notice.divisionCode, notice.scopeCode)).toBe(true);
    }
    const news = board.notices.filter((n) => n.category === 'news' && n.status === 'published');
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(new Set(news.map((n) => n.divisionCode)).size).toBe(2);
    expect(board.notices.filter((n) => n.pinned).length).toBeGreaterThanOrEqual(2);
    expect(board.notices.filter((n) => n.divisionCode === '360000' && n.status !== 'published').map((n) => n.status).sort()).toEqual(['draft', 'withdrawn']);
    expect(board.notices.some((n) => n.attachments.length > 1)).toBe(true);
  });
});

describe('who reads which notice', () => {
  const published = (predicate: (n: Notice) => boolean): Notice[] => board.notices.filter((n) => n.status === 'published' && predicate(n));

  it('the province reaches everyone; a city notice its city and counties; a county notice only that county', () => {
    for (const notice of published((n) => n.scopeCode === '360000')) expect([county, city, province, jinxian].every((r) => mayRead(r, notice, TODAY))).toBe(true);
    for (const notice of published((n) => n.scopeCode === '360100')) expect([county, city, jinxian].every((r) => mayRead(r, notice, TODAY)) && !mayRead(province, notice, TODAY)).toBe(true);
    const toJinxian = published((n) => n.scopeCode === '360124');
    expect(toJinxian.length).toBeGreaterThan(0);
    for (const notice of toJinxian) {
      expect(mayRead(jinxian, notice, TODAY)).toBe(true);
      expect(mayRead(county, notice, TODAY)).toBe(false);
      // The publishing division's own staff see what they wrote for a county below them.
      expect(mayRead(city, notice, TODAY)).toBe(true);
      expect(mayRead(admin, notice, TODAY)).toBe(true);
    }
    expect(visibleNotices(board, admin, TODAY)).toHaveLength(published(() => true).length);
  });

  it('never shows drafts, withdrawn or expired notices to readers', () => {
    for (const notice of board.notices.filter((n) => n.status !== 'published')) expect(mayRead(admin, notice, TODAY)).toBe(false);
    const notice = published((n) => n.scopeCode === '360000')[0] as Notice;
    const expiring = { ...notice, expiresOn: '2026-11-20' };
    expect(mayRead(county, expiring, '2026-11-20')).toBe(true);
    expect(mayRead(county, expiring, '2026-11-21')).toBe(false);
  });

  it('lists pinned first, then newest, with the unread count; a category narrows it', () => {
    const all = noticePage(board, county, { pageIndex: 1, pageSize: 50 }, TODAY);
    if (!all.ok) throw new Error('refused');
    const pinned = all.value.rows.filter((r) => r.pinned);
    expect(pinned.length).toBeGreaterThan(0);
    expect(all.value.rows.slice(0, pinned.length)).toEqual(pinned);
    const rest = all.value.rows.slice(pinned.length).map((r) => r.publishedAt);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(all.value.unread).toBe(all.value.rows.filter((r) => !r.read).length);
    expect(all.value.unread).toBeGreaterThanOrEqual(5);
    expect(all.value.unread).toBeLessThan(all.value.total);
    const news = noticePage(board, county, { pageIndex: 1, pageSize: 50, category: 'news' }, TODAY);
    expect(news.ok && news.value.rows.every((r) => r.category === 'news' && r.categoryLabel === '工作动态')).toBe(true);
    expect(news.ok && news.value.total).toBeGreaterThan(3);
    const second = noticePage(board, county, { pageIndex: 2, pageSize: 15 }, TODAY);
    expect(second.ok && second.value.rows).toEqual(all.value.rows.slice(15, 30));
    expect(noticePage(board, county, { pageIndex: 1, pageSize: 13 }, TODAY)).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('opening marks read for that user only, once, and names the scope; another county’s notice is a 404', () => {
    const unread = visibleNotices(board, county, TODAY).find((n) => !hasRead(board, county.userId, n.id));
    if (unread === undefined) throw new Error('no unread notice');
    const opened = openNotice(board, county, unread.id, context);
    if (!opened.ok) throw new Error('refused');
    expect(opened.value.detail).toMatchObject({ id: unread.id, read: true, title: unread.title, body: unread.body, mayManage: false });
    expect(opened.value.detail.scopeName).toMatch(/^(江西省|南昌市|南昌县)$/);
    expect(hasRead(opened.value.board, county.userId, unread.id)).toBe(true);
    expect(opened.value.board.readBy[city.userId]).toEqual(board.readBy[city.userId]);
    const again = openNotice(opened.value.board, county, unread.id, context);
    expect(again.ok && again.value.board).toBe(opened.value.board);
    const toJinxian = board.notices.find((n) => n.scopeCode === '360124');
    expect(openNotice(board, county, toJinxian?.id ?? '', context)).toEqual({ ok: false, error: { status: 404, message: NOTICE_NOT_FOUND } });
    expect(openNotice(board, county, 'TZ9999', context)).toMatchObject({ ok: false, error: { status: 404 } });
    const cityOwn = board.notices.find((n) => n.divisionCode === '360100' && n.status === 'published');
    const managed = openNotice(board, city, cityOwn?.id ?? '', context);
    expect(managed.ok && managed.value.detail.mayManage).toBe(true);
  });

  it('a draft opened by id is a 404 even for its writer reading it', () => {
    const draft = board.notices.find((n) => n.status === 'draft') as Notice;
    expect(openNotice(board, province, draft.id, context)).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('the 通知公告 badge', () => {
  it("counts the reader's unopened notices and drops by one when one is opened, for that reader only", () => {
    const before = unreadCount(board, county, TODAY);
    expect(before).toBeGreaterThan(0);
    const unopened = visibleNotices(board, county, TODAY).find((notice) => !hasRead(board, county.userId, notice.id));
    if (unopened === undefined) throw new Error('the county reader has nothing unread');
    const opened = openNotice(board, county, unopened.id, context);
    if (!opened.ok) throw new Error(opened.error.message);
    const after: NoticeBoard = opened.value.board;
    expect(unreadCount(after, county, TODAY)).toBe(before - 1);
    expect(unreadCount(after, city, TODAY)).toBe(unreadCount(board, city, TODAY));
  });
});

describe('发布管理 in the menu', () => {
  it('is there for exactly the roles that may write notices: admin, province and city, not county', () => {
    const menus = buildMenus();
    const writers = demo.roles.filter((role) => role.permissions.length > 0 && checkPermission('notice:add', role.permissions)).map((role) => role.roleKey);
    expect(writers.sort()).toEqual(['admin', 'city_staff', 'province_staff']);
    for (const role of demo.roles) {
      const group = (menus[role.roleKey] ?? []).find((entry) => entry.name === 'Notice');
      const manage = group?.children?.find((entry) => entry.name === 'NoticeManage');
      expect(manage !== undefined, role.roleKey).toBe(writers.includes(role.roleKey));
      if (manage !== undefined) expect(manage).toMatchObject({ path: 'manage', component: 'notice/manage/index', meta: { title: '发布管理', menuId: 2002 } });
    }
  });
});
