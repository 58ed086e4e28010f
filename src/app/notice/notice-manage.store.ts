import { inject, injectable } from 'inversify';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import { listPageSize } from '../shared/list-page-size';
import type { NoticeCategory, NoticeManageRow, NoticeStatus } from '../../domain/notice/notice-types';
import type { Page } from '../../ports/api/page.dto';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { Store } from '../shared/store';
import { NoticeActions, type NoticeAction } from './notice-actions';

export interface NoticeManageFilters {
  readonly status?: NoticeStatus;
  readonly category?: NoticeCategory;
  readonly title?: string;
}

interface NoticeManageState {
  readonly filters: NoticeManageFilters;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
  readonly page: Page<NoticeManageRow> | undefined;
  readonly loading: boolean;
  readonly error: boolean;
  /** Ids of the rows whose action is running: their buttons are disabled so no action is sent twice. */
  readonly busy: readonly string[];
}

const initial = (): NoticeManageState => ({ filters: {}, pageIndex: 1, pageSize: listPageSize(), page: undefined, loading: false, error: false, busy: [] });

/** 发布管理 (menu component notice/manage/index): the notices of the user's division in every status, and their actions. */
@injectable()
export class NoticeManageStore extends Store<NoticeManageState> {
  private generation = 0;

  constructor(
    @inject(NoticeManageApi) private readonly api: NoticeManageApi,
    @inject(NoticeActions) private readonly actions: NoticeActions,
  ) {
    super(initial());
  }

  /** Loads the current page again. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const { filters, pageIndex, pageSize } = this.getValue();
    this.update((state) => ({ ...state, loading: true, error: false }));
    try {
      const title = filters.title?.trim();
      const page = await this.api.list({
        pageIndex,
        pageSize,
        ...(filters.status === undefined ? {} : { status: filters.status }),
        ...(filters.category === undefined ? {} : { category: filters.category }),
        ...(title === undefined || title === '' ? {} : { title }),
      });
      if (generation === this.generation) this.update((state) => ({ ...state, page, loading: false }));
    } catch {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }

  async filter(filters: NoticeManageFilters): Promise<void> {
    this.update((state) => ({ ...state, filters, pageIndex: 1 }));
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

  /** Runs an action on a row unless one is already running on it, then reloads the page (unless the call failed outright). */
  async act(row: NoticeManageRow, action: NoticeAction): Promise<void> {
    if (this.getValue().busy.includes(row.id)) return;
    this.update((state) => ({ ...state, busy: [...state.busy, row.id] }));
    const outcome = await this.actions.run(row.id, row.version, action);
    // The row's status, pin and 阅读 counts change with the action, a removal changes the page, and a 409 says the row is old.
    if (outcome.kind !== 'failed') await this.load();
    this.update((state) => ({ ...state, busy: state.busy.filter((id) => id !== row.id) }));
  }
}
