import { inject, injectable } from 'inversify';
import type { BoxType } from '../../domain/affair/wire';
import { caseDetailsPath } from '../../domain/case/case-links';
import type { CaseDetail } from '../../domain/case/case-types';
import { CASE_BOOKMARK_KIND } from '../../domain/favourites/bookmark-links';
import { BookmarkApi } from '../../ports/bookmark.port';
import { CaseApi } from '../../ports/case.port';
import { Store } from '../shared/store';
import { isRefusal, messageOf } from '../shared/failure-reading';

export const CASE_LOAD_FAILED = '案件加载失败';
const CASE_BOOKMARK_FAILED = '收藏失败，请稍后重试';
/** 我的收藏's type of a case (SPEC section 2: 1 notice, 2 document, 3 case, 4 affair). */
const CASE_TYPE = 3;

interface CaseDetailState {
  readonly detail: CaseDetail | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** Another division's case or none: the page says so instead of the case. */
  readonly refused?: string;
  readonly bookmarked: boolean;
  readonly toggling: boolean;
}

const blank: CaseDetailState = { detail: undefined, loading: false, bookmarked: false, toggling: false };

/** One case's details by its id, and its 收藏; the latest open wins. */
@injectable()
export class CaseDetailStore extends Store<CaseDetailState> {
  private generation = 0;

  constructor(
    @inject(CaseApi) private readonly api: CaseApi,
    @inject(BookmarkApi) private readonly bookmarks: BookmarkApi,
  ) {
    super(blank);
  }

  /** Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ ...blank, loading: true });
    try {
      const [detail, bookmarked] = await Promise.all([this.api.detail(id), this.bookmarks.isBookmarked({ type: CASE_TYPE, bookmarkId: id }).catch(() => false)]);
      if (generation === this.generation) this.set({ ...blank, detail, bookmarked });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, CASE_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { error: message }) });
    }
  }

  /**
   * SPEC section 2, an op event not from launch (and an address without subParams): the case's
   * parameters are fetched by id and box type, and the detail's full address is the answer. A
   * refusal or a failure is kept in the state as open's are; never rejects.
   */
  async paramsUrl(id: string, boxType: BoxType): Promise<string | undefined> {
    const generation = ++this.generation;
    this.set({ ...blank, loading: true });
    try {
      const params = await this.api.params(id, boxType);
      return generation === this.generation ? caseDetailsPath(params.id, params.filesKey, params.boxType) : undefined;
    } catch (error) {
      if (generation !== this.generation) return undefined;
      const message = messageOf(error, CASE_LOAD_FAILED);
      this.set({ ...blank, ...(isRefusal(error) ? { refused: message } : { error: message }) });
      return undefined;
    }
  }

  /** 收藏 / 取消收藏; resolves to the refusal's message, or undefined when done. A second click while one runs is ignored. */
  async toggleBookmark(): Promise<string | undefined> {
    const { detail, bookmarked, toggling } = this.getValue();
    if (detail === undefined || toggling) return undefined;
    this.update((state) => ({ ...state, toggling: true }));
    try {
      const key = { type: CASE_TYPE, bookmarkId: detail.id } as const;
      if (bookmarked) await this.bookmarks.cancel(key);
      else await this.bookmarks.add({ ...key, title: `${detail.caseNumber} ${detail.partyName}`, keyTypeCode: CASE_BOOKMARK_KIND });
      this.update((state) => (state.detail?.id === detail.id ? { ...state, bookmarked: !bookmarked, toggling: false } : state));
      return undefined;
    } catch (error) {
      this.update((state) => ({ ...state, toggling: false }));
      return messageOf(error, CASE_BOOKMARK_FAILED);
    }
  }
}
