import { inject, injectable } from 'inversify';
import { noticeReceipts, remindTargets } from '../../domain/notice/notice-receipts';
import type { NoticeFailure, NoticeUser } from '../../domain/notice/notice-rules';
import type { NoticeBoard, NoticeDraft, NoticeInput, NoticeManageQuery, NoticeManageRow, NoticeReceipts } from '../../domain/notice/notice-types';
import {
  createNotice,
  manageList,
  manageNotice,
  pinNotice,
  publishNotice,
  removeNotice,
  updateNotice,
  withdrawNotice,
  type NoticeChange,
  type NoticeDesk,
} from '../../domain/notice/notice-writing';
import type { Result } from '../../domain/shared/result';
import { noticeIdParams, noticeInputBody, noticeManageListBody, noticePinBody, noticeUpdateBody, noticeVersionBody } from '../../ports/api/notice.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { NoticeManageApi } from '../../ports/notice-manage.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import { directoryIn, noticeBoardOf, noticeDeskIn, noticeFault, noticeUserIn, storeNoticeBoard } from './notice.memory';

type Changer = (board: NoticeBoard, user: NoticeUser, desk: NoticeDesk) => NoticeChange;

function unwrap<T>(result: Result<T, NoticeFailure>): T {
  if (!result.ok) throw noticeFault(result.error);
  return result.value;
}

const idOf = (id: string): string => parsedInput(noticeIdParams, { id }).id;

/** NoticeManageApi on the in-memory backend: the same writing rules, sanitiser and push as the mock server. */
@injectable()
export class MemoryNoticeManageApi implements NoticeManageApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: NoticeManageQuery): Promise<Page<NoticeManageRow>> {
    return this.runner.run(() => {
      return unwrap(manageList(noticeBoardOf(this.backend), this.user(), parsedInput(noticeManageListBody, query), directoryIn(this.backend)));
    });
  }

  get(id: string): Promise<NoticeDraft> {
    return this.runner.run(() => unwrap(manageNotice(noticeBoardOf(this.backend), this.user(), idOf(id), directoryIn(this.backend))));
  }

  create(input: NoticeInput): Promise<NoticeDraft> {
    return this.change(() => {
      const body = parsedInput(noticeInputBody, input);
      return (board, user, desk) => createNotice(board, user, body, desk);
    });
  }

  update(id: string, input: NoticeInput, version: number): Promise<NoticeDraft> {
    return this.change(() => {
      const { version: seen, ...body } = parsedInput(noticeUpdateBody, { ...input, version });
      return (board, user, desk) => updateNotice(board, user, idOf(id), body, seen, desk);
    });
  }

  publish(id: string, version: number): Promise<NoticeDraft> {
    return this.change(() => {
      const body = parsedInput(noticeVersionBody, { version });
      return (board, user, desk) => publishNotice(board, user, idOf(id), body.version, desk);
    });
  }

  withdraw(id: string, version: number): Promise<NoticeDraft> {
    return this.change(() => {
      const body = parsedInput(noticeVersionBody, { version });
      return (board, user, desk) => withdrawNotice(board, user, idOf(id), body.version, desk);
    });
  }

  pin(id: string, pinned: boolean, version: number): Promise<NoticeDraft> {
    return this.change(() => {
      const body = parsedInput(noticePinBody, { pinned, version });
      return (board, user, desk) => pinNotice(board, user, idOf(id), body.pinned, body.version, desk);
    });
  }

  remove(id: string, version: number): Promise<void> {
    return this.runner.run(() => {
      const body = parsedInput(noticeVersionBody, { version });
      storeNoticeBoard(this.backend, unwrap(removeNotice(noticeBoardOf(this.backend), this.user(), idOf(id), body.version)));
    });
  }

  receipts(id: string): Promise<NoticeReceipts> {
    return this.runner.run(() => unwrap(noticeReceipts(noticeBoardOf(this.backend), this.user(), idOf(id), directoryIn(this.backend))));
  }

  remind(id: string): Promise<number> {
    return this.runner.run(() => {
      const { notice, userIds } = unwrap(remindTargets(noticeBoardOf(this.backend), this.user(), idOf(id), directoryIn(this.backend)));
      for (const userId of userIds) this.backend.push.deliverTo(userId, { type: 'notice-remind', noticeId: notice.id, title: notice.title, publisherUnit: notice.publisherUnit });
      return userIds.length;
    });
  }

  private user(): NoticeUser {
    return noticeUserIn(this.backend, this.sessionStorage);
  }

  /** Parses the input (a refusal is a 400 like the server's), applies the rules and keeps the new board. */
  private change(prepare: () => Changer): Promise<NoticeDraft> {
    return this.runner.run(() => {
      const apply = prepare();
      const result = unwrap(apply(noticeBoardOf(this.backend), this.user(), noticeDeskIn(this.backend)));
      storeNoticeBoard(this.backend, result.board);
      return result.draft;
    });
  }
}
