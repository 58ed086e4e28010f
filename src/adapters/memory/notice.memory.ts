import { inject, injectable } from 'inversify';
import { buildDemoNoticeBoard } from '../../demo/notices';
import { noticePage, noticeReaderOf, openNotice } from '../../domain/notice/notice-rules';
import type { NoticeBoard, NoticeDetail, NoticeListQuery, NoticePage } from '../../domain/notice/notice-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { noticePageQuery, noticeParams } from '../../ports/api/user.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { NoticeApi } from '../../ports/notice.port';
import { statusError } from './memory-refusal';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';

/** The notice board of each backend, beside it rather than in it: notices are this adapter's own state. */
const boards = new WeakMap<MemoryBackend, NoticeBoard>();

export function noticeBoardOf(backend: MemoryBackend): NoticeBoard {
  let board = boards.get(backend);
  if (board === undefined) {
    board = buildDemoNoticeBoard(backend.data.users, backend.data.seed);
    boards.set(backend, board);
  }
  return board;
}

/** Like the HTTP adapter: the details page shows its own message for every failure. */
const ownMessage: MemoryCallOptions = { notify: false };


/** The signed-in account, as every memory port reads it from the token in session storage. */
export const signedInAccount = (backend: MemoryBackend, session: KeyValueStorage): MemoryAccount => backend.requireAccount(session.get(storageKeys.token));

/** NoticeApi on the in-memory backend: the same rules and seed as the mock server. */
@injectable()
export class MemoryNoticeApi implements NoticeApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: NoticeListQuery): Promise<NoticePage> {
    return this.runner.run(() => {
      const reader = noticeReaderOf(signedInAccount(this.backend, this.sessionStorage));
      const page = noticePage(noticeBoardOf(this.backend), reader, parsedInput(noticePageQuery, query));
      if (!page.ok) throw statusError(page.error.status, page.error.message);
      return page.value;
    });
  }

  detail(id: string): Promise<NoticeDetail> {
    return this.runner.run(() => {
      const reader = noticeReaderOf(signedInAccount(this.backend, this.sessionStorage));
      const opened = openNotice(noticeBoardOf(this.backend), reader, parsedInput(noticeParams, { id }).id);
      if (!opened.ok) throw statusError(opened.error.status, opened.error.message);
      boards.set(this.backend, opened.value.board);
      return opened.value.detail;
    }, ownMessage);
  }
}
