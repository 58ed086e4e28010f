import type { ServiceIdentifier } from 'inversify';
import type { NoticeDetail, NoticeListQuery, NoticePage } from '../domain/notice/notice-types';

/** 通知公告: the notices of the user's divisions and whether they have read them. */
export interface NoticeApi {
  list(query: NoticeListQuery): Promise<NoticePage>;
  /** Marks the notice read; rejects with a 404 failure when it is unknown or not the user's to read. */
  detail(id: string): Promise<NoticeDetail>;
}
export const NoticeApi = Symbol.for('NoticeApi') as ServiceIdentifier<NoticeApi>;
