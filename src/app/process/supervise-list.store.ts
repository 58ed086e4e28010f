import { inject, injectable } from 'inversify';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import { listPageSize } from '../shared/list-page-size';
import { isApiFailure } from '../../ports/api-failure';
import type { SuperviseQuery, SuperviseRow } from '../../ports/api/process.dto';
import { SuperviseApi } from '../../ports/supervise.port';
import { Store } from '../shared/store';

/** SPEC section 3, the supervision filter form; empty texts are not sent. */
export interface SuperviseFilters {
  /** YYYY-MM-DD. */
  readonly startTime?: string;
  readonly endTime?: string;
  readonly supName?: string;
}

interface SuperviseListState {
  readonly filters: SuperviseFilters;
  readonly pageIndex: number;
  readonly pageSize: PageSize;
  readonly rows: readonly SuperviseRow[];
  readonly total: number;
  readonly loading: boolean;
  readonly error?: string;
  readonly loaded: boolean;
}

const SUPERVISE_LOAD_FAILED = '督办事项加载失败';

const initial = (): SuperviseListState => ({ filters: {}, pageIndex: 1, pageSize: listPageSize(), rows: [], total: 0, loading: false, loaded: false });

/** The request body: the filters only when they say something. */
export function superviseQueryOf(state: Pick<SuperviseListState, 'filters' | 'pageIndex' | 'pageSize'>): SuperviseQuery {
  const entries = Object.entries(state.filters)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''] as const)
    .filter(([, value]) => value.length > 0);
  return { pageIndex: state.pageIndex, pageSize: state.pageSize, ...Object.fromEntries(entries) };
}

/** 督办事项: the supervisions the user takes part in, filtered by start time, end time and name. */
@injectable()
export class SuperviseListStore extends Store<SuperviseListState> {
  private generation = 0;

  constructor(@inject(SuperviseApi) private readonly supervise: SuperviseApi) {
    super(initial());
  }

  async search(filters: SuperviseFilters): Promise<void> {
    this.update((state) => ({ ...state, filters, pageIndex: 1 }));
    await this.load();
  }

  async reset(): Promise<void> {
    await this.search({});
  }

  async goTo(pageIndex: number): Promise<void> {
    this.update((state) => ({ ...state, pageIndex: Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1 }));
    await this.load();
  }

  async resize(pageSize: number): Promise<void> {
    this.update((state) => ({ ...state, pageSize: toPageSize(pageSize), pageIndex: 1 }));
    await this.load();
  }

  /** Loads the current page; a late answer of an older load is ignored. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    try {
      const page = await this.supervise.list(superviseQueryOf(this.getValue()));
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, rows: page.rows, total: page.total, loading: false, loaded: true }));
    } catch (error) {
      if (generation !== this.generation) return;
      const message = isApiFailure(error) && error.message.length > 0 ? error.message : SUPERVISE_LOAD_FAILED;
      this.update((state) => ({ ...state, loading: false, error: message }));
    }
  }
}
