import { inject, injectable } from 'inversify';
import type { NoticeDetail, NoticeListQuery, NoticePage } from '../../domain/notice/notice-types';
import type { NoticeApi } from '../../ports/notice.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The details page shows its own message for every failure (not found, or try again). */
const ownMessage: CallOptions = { notify: false };

/** NoticeApi over HTTP (GET /api/notice/list, GET /api/notice/detail/:id). */
@injectable()
export class HttpNoticeApi implements NoticeApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: NoticeListQuery): Promise<NoticePage> {
    return this.api.call('GET /api/notice/list', { query });
  }

  detail(id: string): Promise<NoticeDetail> {
    return this.api.call('GET /api/notice/detail/:id', { params: { id } }, ownMessage);
  }
}
