import { inject, injectable } from 'inversify';
import type { NoticeDraft, NoticeInput, NoticeManageQuery, NoticeManageRow, NoticeReceipts } from '../../domain/notice/notice-types';
import type { Page } from '../../ports/api/page.dto';
import type { NoticeManageApi } from '../../ports/notice-manage.port';
import { ApiCaller } from './api-caller';

/** NoticeManageApi over HTTP (/api/notice/manage…). */
@injectable()
export class HttpNoticeManageApi implements NoticeManageApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: NoticeManageQuery): Promise<Page<NoticeManageRow>> {
    return this.api.call('POST /api/notice/manage/list', { body: query });
  }

  get(id: string): Promise<NoticeDraft> {
    return this.api.call('GET /api/notice/manage/:id', { params: { id } });
  }

  create(input: NoticeInput): Promise<NoticeDraft> {
    return this.api.call('POST /api/notice/manage', { body: input });
  }

  update(id: string, input: NoticeInput, version: number): Promise<NoticeDraft> {
    return this.api.call('PUT /api/notice/manage/:id', { params: { id }, body: { ...input, version } });
  }

  publish(id: string, version: number): Promise<NoticeDraft> {
    return this.api.call('POST /api/notice/manage/:id/publish', { params: { id }, body: { version } });
  }

  withdraw(id: string, version: number): Promise<NoticeDraft> {
    return this.api.call('POST /api/notice/manage/:id/withdraw', { params: { id }, body: { version } });
  }

  pin(id: string, pinned: boolean, version: number): Promise<NoticeDraft> {
    return this.api.call('POST /api/notice/manage/:id/pin', { params: { id }, body: { pinned, version } });
  }

  async remove(id: string, version: number): Promise<void> {
    await this.api.call('DELETE /api/notice/manage/:id', { params: { id }, body: { version } });
  }

  receipts(id: string): Promise<NoticeReceipts> {
    return this.api.call('GET /api/notice/manage/:id/receipts', { params: { id } });
  }

  remind(id: string): Promise<number> {
    return this.api.call('POST /api/notice/manage/:id/remind', { params: { id } });
  }
}
