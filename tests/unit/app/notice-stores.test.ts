import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { NoticeActions } from '../../../src/app/notice/notice-actions';
import { NoticeManageStore } from '../../../src/app/notice/notice-manage.store';
import { SessionStore, type NoticeReminder } from '../../../src/app/session/session.store';
import type { NoticeDraft, NoticeManageRow } from '../../../src/domain/notice/notice-types';
import { ApiFailure } from '../../../src/ports/api-failure';
import type { Notice, Notifier } from '../../../src/ports/browser.port';
import type { NoticeManageApi } from '../../../src/ports/notice-manage.port';
import { createHarness } from './fakes';

const row: NoticeManageRow = {
  id: 'TZ9001',
  title: '测试通知',
  category: 'notice',
  categoryLabel: '通知',
  status: 'published',
  statusLabel: '已发布',
  pinned: false,
  scopeName: '南昌市',
  authorName: '刘建华',
  publishedAt: '2026-11-20 10:00',
  updatedAt: '2026-11-20 10:00',
  readCount: 1,
  readerCount: 5,
  version: 3,
};

function harness(withdraw: NoticeManageApi['withdraw']) {
  const told: Notice[] = [];
  const notifier: Notifier = { notify: (notice) => told.push(notice) };
  const list = vi.fn<NoticeManageApi['list']>(async (query) => ({ rows: [row], total: 1, pageIndex: query.pageIndex, pageSize: query.pageSize }));
  const api = { list, withdraw: vi.fn(withdraw) } as unknown as NoticeManageApi;
  const store = new NoticeManageStore(api, new NoticeActions(api, notifier));
  return { store, api, list, told };
}

describe('发布管理 store', () => {
  it('an action runs once however often it is asked while running, then the page is read again', async () => {
    let finish: (draft: NoticeDraft) => void = () => undefined;
    const h = harness(() => new Promise<NoticeDraft>((resolve) => (finish = resolve)));
    await h.store.load();
    const first = h.store.act(row, { kind: 'withdraw' });
    const second = h.store.act(row, { kind: 'withdraw' });
    expect(h.store.getValue().busy).toEqual([row.id]);
    finish({ id: row.id } as NoticeDraft);
    await Promise.all([first, second]);
    expect(h.api.withdraw).toHaveBeenCalledTimes(1);
    expect(h.api.withdraw).toHaveBeenCalledWith(row.id, row.version);
    expect(h.list).toHaveBeenCalledTimes(2);
    expect(h.store.getValue().busy).toEqual([]);
    expect(h.told.map((t) => t.message)).toEqual(['已撤回']);
  });

  it('a 409 shows the server’s Chinese reason and reloads the page', async () => {
    const stale = new ApiFailure({ kind: 'http', status: 409, body: {} }, { message: '该通知已被他人修改，请刷新后重试', level: 'error', durationMs: 3000, followUp: { kind: 'none' } }, false);
    const h = harness(() => Promise.reject(stale));
    await h.store.load();
    await h.store.act(row, { kind: 'withdraw' });
    expect(h.told.map((t) => t.message)).toEqual(['该通知已被他人修改，请刷新后重试']);
    expect(h.list).toHaveBeenCalledTimes(2);
  });
});

describe('notice reminders', () => {
  it('a notice-remind push is passed on to whoever listens; other pushes are not', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    const heard: NoticeReminder[] = [];
    session.noticeReminders$.subscribe((reminder) => heard.push(reminder));
    await session.login({ username: 'county', password: 'County@2026', captcha: '2468', remember: false });
    h.push.listener?.({ type: 'ping', time: 'x' });
    h.push.listener?.({ type: 'notice-remind', noticeId: 'TZ0001', title: '关于开展检查的通知', publisherUnit: '江西省自然资源厅' });
    expect(heard).toEqual([{ type: 'notice-remind', noticeId: 'TZ0001', title: '关于开展检查的通知', publisherUnit: '江西省自然资源厅' }]);
    expect(session.getValue().remoteLogin).toBeUndefined();
  });
});
