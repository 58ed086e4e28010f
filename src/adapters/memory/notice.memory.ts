import { inject, injectable } from 'inversify';
import { filterXSS } from 'xss';
import { buildDemoNoticeBoard } from '../../demo/notices';
import type { Directory } from '../../domain/directory/directory';
import { noticeSanitiser } from '../../domain/notice/notice-html';
import { noticePage, noticeToday, noticeUserOf, openNotice, type NoticeFailure, type NoticeUser } from '../../domain/notice/notice-rules';
import type { NoticeBoard, NoticeDetail, NoticeListQuery, NoticePage } from '../../domain/notice/notice-types';
import { divisionNameIn, type NoticeDesk } from '../../domain/notice/notice-writing';
import { storageKeys } from '../../domain/session/storage-keys';
import type { DataCheckFailureBody } from '../../ports/api/filing.dto';
import { noticeIdParams, noticeListQuery } from '../../ports/api/notice.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { NoticeApi } from '../../ports/notice.port';
import { BackendFault } from './backend-fault';
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

export const storeNoticeBoard = (backend: MemoryBackend, board: NoticeBoard): void => {
  boards.set(backend, board);
};

/** The signed-in account, as every memory port reads it from the token in session storage. */
export const signedInAccount = (backend: MemoryBackend, session: KeyValueStorage): MemoryAccount => backend.requireAccount(session.get(storageKeys.token));

export const noticeUserIn = (backend: MemoryBackend, session: KeyValueStorage): NoticeUser => noticeUserOf(signedInAccount(backend, session), backend.data.roles);

export const directoryIn = (backend: MemoryBackend): Directory => {
  const { users, departments, divisions } = backend.data;
  return { users, departments, divisions };
};

const sanitise = noticeSanitiser(filterXSS);

export const noticeDeskIn = (backend: MemoryBackend): NoticeDesk => ({ dir: directoryIn(backend), nowMs: backend.now(), sanitise });

/** A refusal of the notice rules as the mock server answers it; a failed input check carries its problems. */
export function noticeFault(failure: NoticeFailure): BackendFault {
  if (failure.problems === undefined) return statusError(failure.status, failure.message);
  const body: DataCheckFailureBody = { code: 400, msg: failure.message, error: 'bad_request', error_description: failure.message, problems: failure.problems };
  return new BackendFault({ kind: 'http', status: 400, body });
}

/** Like the HTTP adapter: the details page shows its own message for every failure. */
const ownMessage: MemoryCallOptions = { notify: false };

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
      const user = noticeUserIn(this.backend, this.sessionStorage);
      const page = noticePage(noticeBoardOf(this.backend), user, parsedInput(noticeListQuery, query), noticeToday(this.backend.now()), this.backend.files.entriesOnceSeeded());
      if (!page.ok) throw noticeFault(page.error);
      return page.value;
    });
  }

  detail(id: string): Promise<NoticeDetail> {
    return this.runner.run(() => {
      const user = noticeUserIn(this.backend, this.sessionStorage);
      const context = { today: noticeToday(this.backend.now()), divisionName: divisionNameIn(this.backend.data) };
      const opened = openNotice(noticeBoardOf(this.backend), user, parsedInput(noticeIdParams, { id }).id, context);
      if (!opened.ok) throw noticeFault(opened.error);
      storeNoticeBoard(this.backend, opened.value.board);
      return opened.value.detail;
    }, ownMessage);
  }
}
