import { inject, injectable } from 'inversify';
import type { BookmarkAdd, BookmarkGroup, BookmarkKey, BookmarkQuery, Favourite } from '../../ports/api/bookmark.dto';
import type { Page } from '../../ports/api/page.dto';
import type { BookmarkApi } from '../../ports/bookmark.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** Whether the open item is bookmarked only colours a star: no overlay around it. */
const quiet: CallOptions = { silent: true };

/** BookmarkApi over HTTP (SPEC section 7, /api/default/bookmark). */
@injectable()
export class HttpBookmarkApi implements BookmarkApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: BookmarkQuery): Promise<Page<Favourite>> {
    return this.api.call('POST /api/default/bookmark/list', { body: query });
  }

  add(addition: BookmarkAdd): Promise<Favourite> {
    return this.api.call('POST /api/default/bookmark', { body: addition });
  }

  async cancel(key: BookmarkKey): Promise<void> {
    await this.api.call('DELETE /api/default/bookmark', { body: { type: key.type, bookmarkId: key.bookmarkId } });
  }

  cancelMany(ids: readonly string[]): Promise<number> {
    return this.api.call('DELETE /api/default/bookmark/batch', { query: { ids } });
  }

  groups(): Promise<BookmarkGroup[]> {
    return this.api.call('GET /api/default/bookmark/group', {});
  }

  async isBookmarked(key: BookmarkKey): Promise<boolean> {
    const status = await this.api.call('GET /api/default/bookmark/:bookmarkId/:type', { params: { bookmarkId: key.bookmarkId, type: `${key.type}` } }, quiet);
    return status.bookmarked;
  }
}
