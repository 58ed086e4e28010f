import { inject, injectable } from 'inversify';
import { userMenuCounts } from '../../domain/menu/live-menu-counts';
import { archiveBookOf } from './memory-archives';
import { meetingBookOf } from './memory-meetings';
import { boxCounts } from '../../domain/menu/menu-counts';
import { storageKeys } from '../../domain/session/storage-keys';
import type { MenuCount, NoticeCounts } from '../../ports/api/todo.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { TodoApi } from '../../ports/todo.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { messageBookOf } from './memory-messages';
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
    return this.runner.run(() => boxCounts(this.counts()), background);
  }

  private counts(): MenuCount[] {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions, menus } = this.backend.data;
    const sources = { affairs: this.backend.affairs, filings: this.backend.filings, notices: noticeBoardOf(this.backend), dir: { users, departments, divisions }, menus, messages: messageBookOf(this.backend).messages, meetings: meetingBookOf(this.backend), archives: archiveBookOf(this.backend) };
    return userMenuCounts(sources, account, new Date(this.backend.now()).toISOString());
  }
}
