import { inject, injectable } from 'inversify';
import { DOCUMENT_BOOKMARK_KINDS } from '../../domain/favourites/bookmark-links';
import type { ReceiptRow } from '../../domain/document/receipt-service';
import { BookmarkApi } from '../../ports/bookmark.port';
import { ReceiptApi } from '../../ports/document.port';
import type { DownloadedFile } from '../../ports/process.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const RECEIPT_DETAIL_FAILED = '收文加载失败';
export const RECEIPT_BOOKMARK_FAILED = '收藏操作失败，请重试';
const DOCUMENT_TYPE = 2;

interface ReceiptDetailState {
  readonly id: string | undefined;
  readonly receipt: ReceiptRow | undefined;
  readonly loading: boolean;
  readonly error?: string;
  readonly bookmarked: boolean;
  readonly toggling: boolean;
}

/** One receipt's details (the drawer opened by ?id=) and whether the user has it in 我的收藏; the latest load wins. */
@injectable()
export class ReceiptDetailStore extends Store<ReceiptDetailState> {
  private generation = 0;

  constructor(
    @inject(ReceiptApi) private readonly api: ReceiptApi,
    @inject(BookmarkApi) private readonly bookmarks: BookmarkApi,
  ) {
    super({ id: undefined, receipt: undefined, loading: false, bookmarked: false, toggling: false });
  }

  /** Never rejects. */
  async load(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ id, receipt: undefined, loading: true, bookmarked: false, toggling: false });
    try {
      const [receipt, bookmarked] = await Promise.all([this.api.detail(id), this.bookmarks.isBookmarked({ type: DOCUMENT_TYPE, bookmarkId: id }).catch(() => false)]);
      if (generation === this.generation) this.set({ id, receipt, loading: false, bookmarked, toggling: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, RECEIPT_DETAIL_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { id } = this.getValue();
    if (id !== undefined) await this.load(id);
  }

  close(): void {
    this.generation += 1;
    this.set({ id: undefined, receipt: undefined, loading: false, bookmarked: false, toggling: false });
  }

  print(): Promise<DownloadedFile> {
    const { receipt } = this.getValue();
    return receipt === undefined ? Promise.reject(new Error(RECEIPT_DETAIL_FAILED)) : this.api.print(receipt.id);
  }

  /** 收藏 / 取消收藏; resolves to the refusal's message, or undefined when done. A second click while one runs is ignored. */
  async toggleBookmark(): Promise<string | undefined> {
    const { receipt, bookmarked, toggling } = this.getValue();
    if (receipt === undefined || toggling) return undefined;
    this.update((state) => ({ ...state, toggling: true }));
    try {
      const key = { type: DOCUMENT_TYPE, bookmarkId: receipt.id } as const;
      if (bookmarked) await this.bookmarks.cancel(key);
      else await this.bookmarks.add({ ...key, title: receipt.title, keyTypeCode: DOCUMENT_BOOKMARK_KINDS.receipt });
      this.update((state) => (state.receipt?.id === receipt.id ? { ...state, bookmarked: !bookmarked, toggling: false } : state));
      return undefined;
    } catch (error) {
      this.update((state) => ({ ...state, toggling: false }));
      return messageOf(error, RECEIPT_BOOKMARK_FAILED);
    }
  }
}
