import { inject, injectable } from 'inversify';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import { listPageSize } from '../shared/list-page-size';
import type { NoticeCategory, NoticePage } from '../../domain/notice/notice-types';
import { NoticeApi } from '../../ports/notice.port';
import { Store } from '../shared/store';

interface NoticeListState {
  /** 全部 when undefined. */
  readonly category: NoticeCategory | undefined;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
  readonly page: NoticePage | undefined;
  readonly loading: boolean;
  readonly error: boolean;
}

const initial = (): NoticeListState => ({ category: undefined, pageIndex: 1, pageSize: listPageSize(), page: undefined, loading: false, error: false });

/** 通知公告 (menu component notice/list/index): the user's notices, newest first, unread ones marked. */
@injectable()
export class NoticeListStore extends Store<NoticeListState> {
  private generation = 0;

  constructor(@inject(NoticeApi) private readonly api: NoticeApi) {
    super(initial());
  }

  /** Loads the current page again (coming back from a notice shows it read). Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const { category, pageIndex, pageSize } = this.getValue();
    this.update((state) => ({ ...state, loading: true, error: false }));
    try {
      const page = await this.api.list({ pageIndex, pageSize, ...(category === undefined ? {} : { category }) });
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, page, loading: false }));
    } catch {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }

  async filter(category: NoticeCategory | undefined): Promise<void> {
    this.update((state) => ({ ...state, category, pageIndex: 1 }));
    await this.load();
  }

  async goTo(pageIndex: number): Promise<void> {
    this.update((state) => ({ ...state, pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1 }));
    await this.load();
  }

  async resize(pageSize: number): Promise<void> {
    this.update((state) => ({ ...state, pageSize: toPageSize(pageSize), pageIndex: 1 }));
    await this.load();
  }
}
