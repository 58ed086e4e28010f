import type { AffairStatus } from '../../domain/affair/affair';
import { toPageSize, type PageSize } from '../../domain/format/page-size';
import { listPageSize } from '../shared/list-page-size';
import { isApiFailure } from '../../ports/api-failure';
import type { BoxColumn, BoxName, BoxQuery, BoxRow, BoxType } from '../../ports/api/process.dto';
import type { ProcessApi } from '../../ports/process.port';
import { Store } from '../shared/store';

/** SPEC section 4: the box behind each box type. */
const BOX_NAMES: Readonly<Record<BoxType, BoxName>> = { 1: 'todo', 2: 'done', 3: 'finish', 4: 'query', 5: 'invalid', 6: 'condition' };

/** The columns the server may sort on (BoxQuery.orderBy). */
type BoxSortField = NonNullable<BoxQuery['orderBy']>;
const SORT_FIELDS: readonly string[] = ['updatedAt', 'registeredAt', 'title'] satisfies readonly BoxSortField[];
export const isBoxSortField = (prop: string): prop is BoxSortField => SORT_FIELDS.includes(prop);

/** The condition box's filters (条件查询); empty strings are never sent. */
export interface BoxFilters {
  readonly procDefId?: string;
  readonly status?: AffairStatus;
  /** YYYY-MM-DD, inclusive. */
  readonly startTime?: string;
  readonly endTime?: string;
  readonly registrantName?: string;
}

export interface BoxListQuery {
  readonly pageIndex: number;
  readonly pageSize: PageSize;
  readonly title: string;
  readonly filters: BoxFilters;
  readonly orderBy?: BoxSortField;
  readonly order?: 'asc' | 'desc';
}

interface BoxListState {
  readonly boxType: BoxType;
  readonly query: BoxListQuery;
  readonly columns: readonly BoxColumn[];
  readonly rows: readonly BoxRow[];
  readonly total: number;
  readonly loading: boolean;
  /** Why the last load failed (Chinese, from the server or the error catalogue); undefined after a success. */
  readonly error?: string;
  /** False until a load has succeeded, so 暂无数据 is not shown before the first answer. */
  readonly loaded: boolean;
}

const LOAD_FAILED = '事务列表加载失败';

const initialQuery = (): BoxListQuery => ({ pageIndex: 1, pageSize: listPageSize(), title: '', filters: {} });

const messageOf = (error: unknown): string => (isApiFailure(error) || error instanceof Error ? error.message || LOAD_FAILED : LOAD_FAILED);

/** The text, trimmed, or undefined when nothing is left. */
const textOf = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length === 0 ? undefined : trimmed;
};

/** The request body: the title, filters and sort only when they say something. */
export function boxQueryOf(query: BoxListQuery): BoxQuery {
  const { filters } = query;
  const title = textOf(query.title);
  const procDefId = textOf(filters.procDefId);
  const startTime = textOf(filters.startTime);
  const endTime = textOf(filters.endTime);
  const registrantName = textOf(filters.registrantName);
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    ...(title === undefined ? {} : { title }),
    ...(procDefId === undefined ? {} : { procDefId }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(startTime === undefined ? {} : { startTime }),
    ...(endTime === undefined ? {} : { endTime }),
    ...(registrantName === undefined ? {} : { registrantName }),
    ...(query.orderBy === undefined ? {} : { orderBy: query.orderBy, order: query.order ?? 'asc' }),
  };
}

/**
 * One affair box (SPEC section 4): its columns from box/columns, a page of rows, the title
 * search, the condition filters, server-side sorting. The query survives leaving the page, so
 * coming back shows the same page, reloaded.
 */
export class BoxListStore extends Store<BoxListState> {
  private generation = 0;

  constructor(
    private readonly process: ProcessApi,
    readonly boxType: BoxType,
  ) {
    super({ boxType, query: initialQuery(), columns: [], rows: [], total: 0, loading: false, loaded: false });
  }

  /** The page is shown: loads the columns (once) and the current page. Never rejects. */
  async open(): Promise<void> {
    await this.load();
  }

  async search(title: string): Promise<void> {
    await this.query({ ...this.getValue().query, title, pageIndex: 1 });
  }

  /** Applies the condition filters (and the title) from page 1. */
  async filter(filters: BoxFilters, title = this.getValue().query.title): Promise<void> {
    await this.query({ ...this.getValue().query, filters, title, pageIndex: 1 });
  }

  /** Clears the title, the filters and the sort. */
  async reset(): Promise<void> {
    await this.query({ ...initialQuery(), pageSize: this.getValue().query.pageSize });
  }

  async goTo(pageIndex: number): Promise<void> {
    const page = Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1;
    await this.query({ ...this.getValue().query, pageIndex: page });
  }

  async resize(pageSize: number): Promise<void> {
    await this.query({ ...this.getValue().query, pageSize: toPageSize(pageSize), pageIndex: 1 });
  }

  /** Sorts on a sortable column (undefined order: back to the server's default). */
  async sort(orderBy: BoxSortField | undefined, order: 'asc' | 'desc' | undefined): Promise<void> {
    const { pageSize, title, filters } = this.getValue().query;
    const unsorted: BoxListQuery = { pageIndex: 1, pageSize, title, filters };
    await this.query(orderBy === undefined || order === undefined ? unsorted : { ...unsorted, orderBy, order });
  }

  /** Loads the columns when missing and the current page; a late answer of an older load is ignored. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    const { query, columns } = this.getValue();
    try {
      const [nextColumns, page] = await Promise.all([
        columns.length > 0 ? Promise.resolve(columns) : this.process.columns(this.boxType),
        this.process.box(BOX_NAMES[this.boxType], boxQueryOf(query)),
      ]);
      if (generation !== this.generation) return;
      const last = Math.max(1, Math.ceil(page.total / query.pageSize));
      if (page.rows.length === 0 && query.pageIndex > last) {
        this.update((state) => ({ ...state, columns: nextColumns, query: { ...query, pageIndex: last } }));
        await this.load();
        return;
      }
      this.update((state) => ({ ...state, columns: nextColumns, rows: page.rows, total: page.total, loading: false, loaded: true }));
    } catch (error) {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: messageOf(error) }));
    }
  }

  /** Forgets everything (sign-out): the next user starts from page 1. */
  clear(): void {
    this.generation += 1;
    this.set({ boxType: this.boxType, query: initialQuery(), columns: [], rows: [], total: 0, loading: false, loaded: false });
  }

  private async query(next: BoxListQuery): Promise<void> {
    this.update((state) => ({ ...state, query: next }));
    await this.load();
  }
}
