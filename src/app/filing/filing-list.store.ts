import type { FilingListPage } from '../../domain/filing/detail-links';
import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import { filingQueryUrl, isEmptyQueryLink, type FilingQueryLink } from '../../domain/filing/query-link';
import { DEFAULT_PAGE_SIZE, toPageSize, type PageSize } from '../../domain/format/page-size';
import { isApiFailure } from '../../ports/api-failure';
import type { FilingListName, FilingListQuery, FilingRow, FilingSortField, FilingStatus } from '../../ports/api/filing.dto';
import type { KeyValueStorage } from '../../ports/browser.port';
import type { FilingApi } from '../../ports/filing.port';
import { Store } from '../shared/store';
import { listPageSize } from '../shared/list-page-size';

const SORT_FIELDS: readonly string[] = ['approvalDate', 'updatedAt', 'projectName', 'divisionCode', 'filingNumber'] satisfies readonly FilingSortField[];
export const isFilingSortField = (value: string): value is FilingSortField => SORT_FIELDS.includes(value);

/** The filters above a list; empty strings are never sent. */
export interface FilingListFilters {
  readonly divisionCode?: string;
  /** Set only by a 备案查询 link (a 本级 row of 区域统计): the division's own records, not its subtree. */
  readonly divisionOnly?: true;
  readonly status?: FilingStatus;
  /** yyyy-MM-dd, inclusive. */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly text?: string;
  readonly overdueOnly?: boolean;
  /** 已上报 only: the records waiting for this user's review (the server's toBeReviewed list). */
  readonly reviewOnly?: boolean;
}

/** A list shows one filing type; 备案查询 may also show all of them at once (a dashboard month spans every type). */
export type FilingListType = FilingTypeCode | 'all';
export const ALL_TYPES = 'all';

/** The types a list's switcher offers, in order. */
export const listTypesOf = (list: FilingListPage): readonly FilingListType[] => (list === 'query' ? [...FILING_TYPE_CODES, ALL_TYPES] : FILING_TYPE_CODES);

export interface FilingListPosition {
  readonly pageIndex: number;
  readonly pageSize: PageSize;
  readonly typeCode: FilingListType;
  readonly filters: FilingListFilters;
  readonly orderBy?: FilingSortField;
  readonly order?: 'asc' | 'desc';
}

interface FilingListState {
  readonly list: FilingListPage;
  readonly query: FilingListPosition;
  readonly rows: readonly FilingRow[];
  readonly total: number;
  /** How many records each type has under the current filters (the type switcher's badges). */
  readonly counts: Partial<Record<FilingListType, number>>;
  readonly loading: boolean;
  /** Why the last load failed, in Chinese; undefined after a success. */
  readonly error?: string;
  /** False until a load has succeeded, so 暂无数据 is not shown before the first answer. */
  readonly loaded: boolean;
}

export const FILING_LIST_LOAD_FAILED = '备案列表加载失败';
const DEFAULT_TYPE_CODE: FilingTypeCode = '1';

const initialQuery = (): FilingListPosition => ({ pageIndex: 1, pageSize: listPageSize(), typeCode: DEFAULT_TYPE_CODE, filters: {} });

/** SPEC section 2: the session keys of a list's saved page index and type code. */
const positionKeysOf = (list: FilingListPage): { readonly pageIndex: string; readonly typeCode: string } => ({
  pageIndex: `${list}PageIndex`,
  typeCode: `${list}TypeCode`,
});

const messageOf = (error: unknown): string => (isApiFailure(error) || error instanceof Error ? error.message || FILING_LIST_LOAD_FAILED : FILING_LIST_LOAD_FAILED);

const textOf = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length === 0 ? undefined : trimmed;
};


/** The server list a page asks: 已上报 narrowed to 待我审核 is the toBeReviewed list. */
export const serverListOf = (list: FilingListPage, filters: FilingListFilters): FilingListName =>
  list === 'reported' && filters.reviewOnly === true ? 'toBeReviewed' : list;

/** The request: the filters and sort only when they say something. */
export function filingQueryOf(query: FilingListPosition, typeCode: FilingListType = query.typeCode): FilingListQuery {
  const { filters } = query;
  const divisionCode = textOf(filters.divisionCode);
  const startDate = textOf(filters.startDate);
  const endDate = textOf(filters.endDate);
  const text = textOf(filters.text);
  return {
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    ...(typeCode === ALL_TYPES ? {} : { keyTypeCode: typeCode }),
    ...(divisionCode === undefined ? {} : { divisionCode, ...(filters.divisionOnly === true ? { divisionOnly: true } : {}) }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
    ...(text === undefined ? {} : { text }),
    ...(filters.overdueOnly === true ? { overdueOnly: true } : {}),
    ...(query.orderBy === undefined ? {} : { orderBy: query.orderBy, order: query.order ?? 'asc' }),
  };
}

/**
 * One list of 备案管理 (待上报, 已上报, 已退回, 备案查询): a type switcher with counts, filters,
 * server-side sorting and paging. Its page index and type code live in sessionStorage (SPEC
 * section 2) so they survive a reload; closing the list's tab removes them, and the next open
 * starts afresh.
 */
export class FilingListStore extends Store<FilingListState> {
  private generation = 0;
  /** The canonical address of the link the list last opened with, if it was opened by one. */
  private appliedLink: string | undefined;

  constructor(
    private readonly filings: FilingApi,
    private readonly storage: KeyValueStorage,
    readonly list: FilingListPage,
  ) {
    super({ list, query: initialQuery(), rows: [], total: 0, counts: {}, loading: false, loaded: false });
  }

  /**
   * The page is shown: restores the saved position (or starts afresh when its tab was closed) and
   * loads. A link presetting filters (the dashboard's statistics) applies them once: shown again
   * under the same address (its tab clicked), the list keeps what the user changed since. Never rejects.
   */
  async open(link: FilingQueryLink = {}): Promise<void> {
    const keys = positionKeysOf(this.list);
    const savedPage = this.storage.get(keys.pageIndex);
    const savedType = this.storage.get(keys.typeCode);
    const current = this.getValue().query;
    const fresh = savedPage === undefined && savedType === undefined;
    const address = isEmptyQueryLink(link) ? undefined : filingQueryUrl(link);
    const applied = this.appliedLink;
    this.appliedLink = address;
    if (address !== undefined && (fresh || address !== applied)) {
      await this.openAt(link);
      return;
    }
    if (fresh) {
      // A fresh open (first visit, tab closed, another sign-in): nothing of the last visit is shown.
      this.generation += 1;
      this.set({ list: this.list, query: { ...initialQuery(), pageSize: current.pageSize }, rows: [], total: 0, counts: {}, loading: false, loaded: false });
    } else {
      const page = Number(savedPage);
      const pageIndex = Number.isInteger(page) && page >= 1 ? page : 1;
      const typeCode = listTypesOf(this.list).find((type) => type === savedType) ?? DEFAULT_TYPE_CODE;
      if (pageIndex !== current.pageIndex || typeCode !== current.typeCode) {
        const sameType = typeCode === current.typeCode;
        this.update((state) => ({ ...state, query: { ...current, pageIndex, typeCode }, ...(sameType ? {} : { counts: {} }) }));
      }
    }
    this.savePosition();
    await this.load();
  }

  /** The link's type and filters from page 1, the sort cleared and nothing of the last visit shown. */
  private async openAt(link: FilingQueryLink): Promise<void> {
    const { pageSize, typeCode } = this.getValue().query;
    const { keyTypeCode, ...filters } = link;
    // A link without a type counts every type (a dashboard month), where the list can show them all.
    const linkType = keyTypeCode ?? (listTypesOf(this.list).includes(ALL_TYPES) ? ALL_TYPES : typeCode);
    const query: FilingListPosition = { ...initialQuery(), pageSize, typeCode: linkType, filters };
    this.generation += 1;
    this.set({ list: this.list, query, rows: [], total: 0, counts: {}, loading: false, loaded: false });
    this.savePosition();
    await this.load();
  }

  async switchType(typeCode: FilingListType): Promise<void> {
    await this.query({ ...this.getValue().query, typeCode, pageIndex: 1 });
  }

  /** Applies the filters from page 1. */
  async filter(filters: FilingListFilters): Promise<void> {
    await this.query({ ...this.getValue().query, filters, pageIndex: 1 });
  }

  /** Clears the filters and the sort; keeps the type and the page size. */
  async reset(): Promise<void> {
    const { typeCode, pageSize } = this.getValue().query;
    await this.query({ ...initialQuery(), typeCode, pageSize });
  }

  async goTo(pageIndex: number): Promise<void> {
    const page = Number.isInteger(pageIndex) && pageIndex >= 1 ? pageIndex : 1;
    await this.query({ ...this.getValue().query, pageIndex: page });
  }

  async resize(pageSize: number): Promise<void> {
    await this.query({ ...this.getValue().query, pageSize: toPageSize(pageSize), pageIndex: 1 });
  }

  /** Sorts on a column (undefined order: back to the server's default, newest change first). */
  async sort(orderBy: FilingSortField | undefined, order: 'asc' | 'desc' | undefined): Promise<void> {
    const { pageSize, typeCode, filters } = this.getValue().query;
    const unsorted: FilingListPosition = { pageIndex: 1, pageSize, typeCode, filters };
    await this.query(orderBy === undefined || order === undefined ? unsorted : { ...unsorted, orderBy, order });
  }

  /** Loads the current page and the per-type counts; a late answer of an older load is ignored. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    const { query } = this.getValue();
    const listName = serverListOf(this.list, query.filters);
    try {
      const page = await this.filings.list(listName, filingQueryOf(query));
      if (generation !== this.generation) return;
      // The server clamps a page index past the end (fewer records since it was saved).
      const next = page.pageIndex === query.pageIndex ? query : { ...query, pageIndex: page.pageIndex };
      this.update((state) => ({
        ...state,
        query: next,
        rows: page.rows,
        total: page.total,
        counts: { ...state.counts, [query.typeCode]: page.total },
        loading: false,
        loaded: true,
      }));
      if (next !== query) this.savePosition();
    } catch (error) {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, loading: false, error: messageOf(error) }));
      return;
    }
    await this.loadCounts(generation, listName, query);
  }

  /** Forgets everything (sign-out): the next user starts from the first page of the first type. */
  clear(): void {
    this.generation += 1;
    this.set({ list: this.list, query: initialQuery(), rows: [], total: 0, counts: {}, loading: false, loaded: false });
  }

  private async loadCounts(generation: number, listName: FilingListName, query: FilingListPosition): Promise<void> {
    const others = listTypesOf(this.list).filter((code) => code !== query.typeCode);
    const probe: FilingListPosition = { ...query, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };
    const totals = await Promise.all(
      others.map((code) =>
        this.filings.list(listName, filingQueryOf(probe, code)).then(
          (page) => [code, page.total] as const,
          () => [code, undefined] as const,
        ),
      ),
    );
    if (generation !== this.generation) return;
    const counts: Partial<Record<FilingListType, number>> = { [query.typeCode]: this.getValue().total };
    for (const [code, total] of totals) if (total !== undefined) counts[code] = total;
    this.update((state) => ({ ...state, counts }));
  }

  private savePosition(): void {
    const keys = positionKeysOf(this.list);
    const { pageIndex, typeCode } = this.getValue().query;
    this.storage.set(keys.pageIndex, String(pageIndex));
    this.storage.set(keys.typeCode, typeCode);
  }

  private async query(next: FilingListPosition): Promise<void> {
    this.update((state) => ({ ...state, query: next }));
    this.savePosition();
    await this.load();
  }
}
