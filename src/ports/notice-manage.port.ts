import type { ServiceIdentifier } from 'inversify';
import type { NoticeDraft, NoticeInput, NoticeManageQuery, NoticeManageRow, NoticeReceipts } from '../domain/notice/notice-types';
import type { Page } from './api/page.dto';

/** 通知公告 writing: drafts, publishing, withdrawal, pinning and read receipts of the user's division. */
export interface NoticeManageApi {
  list(query: NoticeManageQuery): Promise<Page<NoticeManageRow>>;
  get(id: string): Promise<NoticeDraft>;
  create(input: NoticeInput): Promise<NoticeDraft>;
  update(id: string, input: NoticeInput, version: number): Promise<NoticeDraft>;
  publish(id: string, version: number): Promise<NoticeDraft>;
  withdraw(id: string, version: number): Promise<NoticeDraft>;
  pin(id: string, pinned: boolean, version: number): Promise<NoticeDraft>;
  remove(id: string, version: number): Promise<void>;
  receipts(id: string): Promise<NoticeReceipts>;
  /** How many unread readers were reminded. */
  remind(id: string): Promise<number>;
}
export const NoticeManageApi = Symbol.for('NoticeManageApi') as ServiceIdentifier<NoticeManageApi>;
