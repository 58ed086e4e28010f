import { inject, injectable } from 'inversify';
import type { ArchiveQuery, ArchiveRow, LoanQuery, LoanRow } from '../../domain/archive/archive-types';
import type { Page } from '../../ports/api/page.dto';
import { ArchiveApi } from '../../ports/archive.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const ARCHIVE_LIST_FAILED = '档案列表加载失败';
export const LOAN_LIST_FAILED = '借阅列表加载失败';

interface ListState<Q, R> {
  readonly query: Q | undefined;
  readonly page: Page<R> | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** The caller's own loans past due, for the reminder (loan list only). */
  readonly overdue?: readonly LoanRow[];
}

/** A paged list for the query in the address; the latest load wins. */
abstract class PagedStore<Q, R> extends Store<ListState<Q, R>> {
  private generation = 0;

  protected constructor(private readonly fallback: string) {
    super({ query: undefined, page: undefined, loading: false });
  }

  protected abstract fetch(query: Q): Promise<Page<R>>;

  protected extra(): Promise<Partial<ListState<Q, R>>> {
    return Promise.resolve({});
  }

  /** Never rejects. */
  async load(query: Q): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const [page, extra] = await Promise.all([this.fetch(query), this.extra()]);
      if (generation === this.generation) this.set({ query, page, loading: false, ...extra });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, this.fallback) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}

/** 档案出库 / 档案列表: the records within the caller's jurisdiction. */
@injectable()
export class ArchiveListStore extends PagedStore<ArchiveQuery, ArchiveRow> {
  constructor(@inject(ArchiveApi) private readonly api: ArchiveApi) {
    super(ARCHIVE_LIST_FAILED);
  }

  protected fetch(query: ArchiveQuery): Promise<Page<ArchiveRow>> {
    return this.api.archives(query);
  }
}

/** 借阅管理: the caller's loans and those they approve, with the overdue reminder. */
@injectable()
export class LoanListStore extends PagedStore<LoanQuery, LoanRow> {
  constructor(@inject(ArchiveApi) private readonly api: ArchiveApi) {
    super(LOAN_LIST_FAILED);
  }

  protected fetch(query: LoanQuery): Promise<Page<LoanRow>> {
    return this.api.loans(query);
  }

  protected override async extra(): Promise<Partial<ListState<LoanQuery, LoanRow>>> {
    return { overdue: await this.api.overdue() };
  }
}
