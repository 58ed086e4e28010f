import { inject, injectable } from 'inversify';
import type { Favourite } from '../../ports/api/bookmark.dto';
import { BookmarkApi } from '../../ports/bookmark.port';
import { Store } from '../shared/store';

/** SPEC section 2: the panel refetches page 1 with the global page size. */
export const FAVOURITES_PAGE_SIZE = 10;

interface FavouritesState {
  readonly loading: boolean;
  /** The last load failed (the adapter has already shown why); the rows are those of the load before. */
  readonly error: boolean;
  /** False until a load has succeeded, so the empty state is not shown before the first answer. */
  readonly loaded: boolean;
  readonly rows: readonly Favourite[];
  readonly total: number;
}

const initial: FavouritesState = { loading: false, error: false, loaded: false, rows: [], total: 0 };

/** The favourites panel: the first page of the signed-in user's bookmarks, and cancelling one. */
@injectable()
export class FavouritesStore extends Store<FavouritesState> {
  private generation = 0;

  constructor(@inject(BookmarkApi) private readonly bookmarks: BookmarkApi) {
    super(initial);
  }

  /** Loads page 1; an older load that answers late is ignored. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: false }));
    try {
      const page = await this.bookmarks.list({ pageIndex: 1, pageSize: FAVOURITES_PAGE_SIZE });
      if (generation !== this.generation) return;
      this.set({ loading: false, error: false, loaded: true, rows: page.rows, total: page.total });
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

  /** Forgets the rows (on sign-out, so the next user never sees them). */
  clear(): void {
    this.generation += 1;
    this.set(initial);
  }
}
