import { inject, injectable } from 'inversify';
import { todoCount } from '../../domain/affair/service';
import { demoBoxCounts, demoMenuCounts } from '../../domain/demo/menu-counts';
import { filingListTotals } from '../../domain/filing/service/list';
import { noticeReaderOf, unreadCount } from '../../domain/notice/notice-rules';
import { storageKeys } from '../../domain/session/storage-keys';
import type { MenuCount, NoticeCounts } from '../../ports/api/todo.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { TodoApi } from '../../ports/todo.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { noticeBoardOf } from './notice.memory';

/** Like the HTTP adapter: a background call, no overlay and no toast. */
const background: MemoryCallOptions = { silent: true, notify: false };

/** TodoApi on the in-memory backend: the same counts as the mock server; 待办事务, 通知公告 and the filing lists follow live data. */
@injectable()
export class MemoryTodoApi implements TodoApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  menuCounts(): Promise<MenuCount[]> {
    return this.runner.run(() => this.counts(), background);
  }

  boxCounts(): Promise<NoticeCounts> {
    return this.runner.run(() => demoBoxCounts(this.counts()), background);
  }

  private counts(): MenuCount[] {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const menus = this.backend.data.menus;
    const menu = Object.hasOwn(menus, account.roleKey) ? (menus[account.roleKey] ?? []) : [];
    const { users, departments } = this.backend.data;
    const todo = todoCount(this.backend.affairs, { users, departments }, account.userId, new Date(this.backend.now()).toISOString());
    const unreadNotices = unreadCount(noticeBoardOf(this.backend), noticeReaderOf(account));
    const call = { book: this.backend.filings, dir: { users, departments }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
    return demoMenuCounts(account, menu, this.backend.data.seed, { todoAffairs: todo, unreadNotices, filings: filingListTotals(call) });
  }
}
