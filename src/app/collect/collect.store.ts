import { inject, injectable } from 'inversify';
import { BOOKMARK_BATCH_MAX } from '../../domain/favourites/bookmarks';
import type { FavouriteType } from '../../domain/favourites/favourite-types';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import type { BookmarkGroup, Favourite } from '../../ports/api/bookmark.dto';
import { BookmarkApi } from '../../ports/bookmark.port';
import { Store } from '../shared/store';
import { listPageSize } from '../shared/list-page-size';

/** The type filter of the list: every type, or one of SPEC section 3's four. */
export type CollectFilter = 'all' | FavouriteType;

interface CollectQuery {
  readonly type: CollectFilter;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
}

interface CollectState {
  readonly query: CollectQuery;
  readonly rows: readonly Favourite[];
  readonly total: number;
  /** Counts by type from the groups call; empty until it has answered once. */
  readonly groups: readonly BookmarkGroup[];
  /** Ids of the selected rows of the current page. */
  readonly selected: readonly string[];
  readonly loading: boolean;
  /** The last load failed (the adapter has already shown why); the rows are those of the load before. */
  readonly error: boolean;
  /** False until a load has succeeded, so the empty state is not shown before the first answer. */
  readonly loaded: boolean;
}

const initial = (): CollectState => ({
  query: { type: 'all', pageIndex: 1, pageSize: listPageSize() },
  rows: [],
  total: 0,
  groups: [],
  selected: [],
  loading: false,
  error: false,
  loaded: false,
});

/** The last page that has rows for a total (1 when there are none). */
export const lastPageOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** /collect (我的收藏): the signed-in user's bookmarks, a page at a time, by type, with single and batch cancel. */
@injectable()
export class CollectStore extends Store<CollectState> {
  private generation = 0;

  constructor(@inject(BookmarkApi) private readonly bookmarks: BookmarkApi) {
    super(initial());
  }

  /** Starts afresh (the page was opened, perhaps by another user than last time) and loads. Never rejects. */
  async open(): Promise<void> {
    this.generation += 1;
    this.set(initial());
    await this.load();
  }

  /** Shows one type (or all) from page 1. */
  async filter(type: CollectFilter): Promise<void> {
    await this.query({ ...this.getValue().query, type, pageIndex: 1 });
  }

  /** Goes to a page (clamped to 1 at least). */
  async goTo(pageIndex: number): Promise<void> {
    const page = Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1;
    await this.query({ ...this.getValue().query, pageIndex: page });
  }

  /** A new page size from PAGE_SIZES (anything else is the default) starts again from page 1. */
  async resize(pageSize: number): Promise<void> {
    await this.query({ ...this.getValue().query, pageSize: toPageSize(pageSize), pageIndex: 1 });
  }

  /** Which rows of the current page are selected; ids not on the page are ignored. */
  select(ids: readonly string[]): void {
    const onPage = new Set(this.getValue().rows.map((row) => row.id));
    const selected = [...new Set(ids)].filter((id) => onPage.has(id));
    this.update((state) => ({ ...state, selected }));
  }

  /**
   * Loads the current page and the counts by type; an older load that answers late is ignored.
   * When deletions left the page past the end, it moves to the last page that has rows. Never rejects.
   */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: false }));
    const { query } = this.getValue();
    const groups = this.bookmarks.groups().then(
      (answer) => answer,
      () => undefined,
    );
    try {
      const page = await this.bookmarks.list({
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        ...(query.type === 'all' ? {} : { type: query.type }),
      });
      const counts = await groups;
      if (generation !== this.generation) return;
      const last = lastPageOf(page.total, query.pageSize);
      if (page.rows.length === 0 && query.pageIndex > last) {
        this.update((state) => ({ ...state, query: { ...query, pageIndex: last } }));
        await this.load();
        return;
      }
      this.update((state) => ({
        ...state,
        rows: page.rows,
        total: page.total,
        groups: counts ?? state.groups,
        selected: [],
        loading: false,
        error: false,
        loaded: true,
      }));
    } catch {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }

  /** Cancels one bookmark and reloads; on failure the list stays as it was. Returns whether it was cancelled. */
  async cancel(favourite: Favourite): Promise<boolean> {
    try {
      await this.bookmarks.cancel({ type: favourite.type, bookmarkId: favourite.bookmarkId });
    } catch {
      return false;
    }
    await this.load();
    return true;
  }

  /**
   * Cancels the selected bookmarks (the view asks for confirmation first) and reloads.
   * Resolves to how many were removed, or undefined when the call failed or nothing was selected.
   */
  async cancelSelected(): Promise<number | undefined> {
    const ids = this.getValue().selected;
    if (ids.length === 0) return undefined;
    let removed = 0;
    let failed = false;
    try {
      for (let start = 0; start < ids.length; start += BOOKMARK_BATCH_MAX) {
        removed += await this.bookmarks.cancelMany(ids.slice(start, start + BOOKMARK_BATCH_MAX));
      }
    } catch {
      failed = true;
    }
    await this.load();
    return failed ? undefined : removed;
  }

  /** Forgets the rows (on sign-out, so the next user never sees them). */
  clear(): void {
    this.generation += 1;
    this.set(initial());
  }

  private async query(next: CollectQuery): Promise<void> {
    this.update((state) => ({ ...state, query: next, selected: [] }));
    await this.load();
  }
}
