import type {
  NoticeDetail,
  NoticeDraft,
  NoticeInput,
  NoticeListQuery,
  NoticeManageQuery,
  NoticeManageRow,
  NoticePage,
  NoticeReceipts,
} from '../../domain/notice/notice-types';
import type { Page } from './page.dto';

/** Every change names the version the writer saw; an older one is refused with 409. */
export interface NoticeVersionBody {
  readonly version: number;
}

/**
 * 通知公告 (SPEC section 2 and issue 14). SPEC shows no paths for notices; these are ours. Reading
 * follows the publish scope; writing needs notice:add / notice:edit / notice:remove and belongs to
 * the publishing division.
 */
export interface NoticeEndpoints {
  /** The user's published notices in scope and not expired: pinned first, then newest; unread count of all. */
  'GET /api/notice/list': { query: NoticeListQuery; data: NoticePage };
  /** One notice; opening it marks it read for the user. 404 when unknown or outside the user's scope. */
  'GET /api/notice/detail/:id': { params: { id: string }; data: NoticeDetail };

  'POST /api/notice/manage/list': { body: NoticeManageQuery; data: Page<NoticeManageRow> };
  'GET /api/notice/manage/:id': { params: { id: string }; data: NoticeDraft };
  /** A new draft of the user's division. */
  'POST /api/notice/manage': { body: NoticeInput; data: NoticeDraft };
  /** Drafts and withdrawn notices are edited; a published one is withdrawn first (409 otherwise). */
  'PUT /api/notice/manage/:id': { params: { id: string }; body: NoticeInput & NoticeVersionBody; data: NoticeDraft };
  'POST /api/notice/manage/:id/publish': { params: { id: string }; body: NoticeVersionBody; data: NoticeDraft };
  'POST /api/notice/manage/:id/withdraw': { params: { id: string }; body: NoticeVersionBody; data: NoticeDraft };
  'POST /api/notice/manage/:id/pin': { params: { id: string }; body: NoticeVersionBody & { readonly pinned: boolean }; data: NoticeDraft };
  /** Only a draft or a withdrawn notice is deleted. */
  'DELETE /api/notice/manage/:id': { params: { id: string }; body: NoticeVersionBody; data: null };
  'GET /api/notice/manage/:id/receipts': { params: { id: string }; data: NoticeReceipts };
  /** Pushes a reminder to the open sessions of every unread reader; data is how many readers were reminded. */
  'POST /api/notice/manage/:id/remind': { params: { id: string }; data: number };
}
