import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { NoticeActions } from '../../../src/app/notice/notice-actions';
import { NoticeEditorStore } from '../../../src/app/notice/notice-editor.store';
import { NoticeReceiptsStore } from '../../../src/app/notice/notice-receipts.store';
import type { NoticeDraft, NoticeInput, NoticeReceipts } from '../../../src/domain/notice/notice-types';
import type { Notifier } from '../../../src/ports/browser.port';
import type { NoticeManageApi } from '../../../src/ports/notice-manage.port';
import { HeldAnswers, settle } from './held-answers';

const quiet: Notifier = { notify: () => undefined };
const input = (title: string): NoticeInput => ({ title, category: 'notice', body: '关于开展用地备案自查的通知正文', scopeCode: '360121', pinned: false });
/** The stores read a notice's id, version, status and input fields; the rest does not matter here. */
const notice = (id: string, title: string, version = 1): NoticeDraft => ({ ...input(title), id, version, status: 'published' }) as unknown as NoticeDraft;

/** Notices that open at once, and writes that answer only when told. */
class SlowWrites {
  readonly writes = new HeldAnswers<NoticeDraft>();
  readonly stored = new Map<string, NoticeDraft>([
    ['N1', notice('N1', '一号通知')],
    ['N2', notice('N2', '二号通知')],
  ]);

  get(id: string): Promise<NoticeDraft> {
    const found = this.stored.get(id);
    return found === undefined ? Promise.reject(new Error('不存在')) : Promise.resolve(found);
  }

  receipts(): Promise<NoticeReceipts> {
    return Promise.resolve({} as NoticeReceipts);
  }

  update(id: string, typed: NoticeInput, version: number): Promise<NoticeDraft> {
    return this.writes.hold({ ...notice(id, typed.title, version + 1) });
  }

  pin(id: string, _pinned: boolean, version: number): Promise<NoticeDraft> {
    return this.writes.hold(notice(id, '一号通知', version + 1));
  }
}

describe('NoticeEditorStore', () => {
  it('keeps the form of another notice opened while a save was on its way, so its next save goes to it', async () => {
    const api = new SlowWrites();
    const store = new NoticeEditorStore(api as unknown as NoticeManageApi, quiet);
    await store.open('N1');
    store.change({ title: '一号通知（修订）' });
    const saved = store.save();
    await store.open('N2');
    api.writes.release();
    expect(await saved).toMatchObject({ id: 'N1', version: 2 });
    await settle();
    expect(store.getValue()).toMatchObject({ id: 'N2', draft: { id: 'N2' }, input: { title: '二号通知' }, pending: false });
  });
});

describe('NoticeReceiptsStore', () => {
  it('does not read the notice left again over another notice opened while an action was on its way', async () => {
    const api = new SlowWrites();
    const typed = api as unknown as NoticeManageApi;
    const store = new NoticeReceiptsStore(typed, new NoticeActions(typed, quiet));
    await store.open('N1');
    const acted = store.act({ kind: 'pin', pinned: true });
    await store.open('N2');
    api.writes.release();
    await acted;
    expect(store.getValue()).toMatchObject({ status: 'loaded', id: 'N2', busy: false });
  });
});
