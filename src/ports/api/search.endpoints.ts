import type { NoticeDetail, NoticeListQuery, NoticePage } from '../../domain/notice/notice-types';
import type { SearchKindFilter, SearchPage } from '../../domain/search/search-types';

/** Search across affairs, filings and notices (SPEC section 2, /search?txt=) and the notices themselves. */
export interface SearchEndpoints {
  /** Hits the signed-in user may open, best first; counts per kind whatever the kind filter. */
  'GET /api/default/search': { query: { txt: string; kind?: SearchKindFilter; pageIndex: number; pageSize: number }; data: SearchPage };
  /** The user's notices, newest first, with read flags and the unread count. */
  'GET /api/notice/list': { query: NoticeListQuery; data: NoticePage };
  /** One notice; opening it marks it read for the user. 404 when unknown or outside the user's divisions. */
  'GET /api/notice/detail/:id': { params: { id: string }; data: NoticeDetail };
}
