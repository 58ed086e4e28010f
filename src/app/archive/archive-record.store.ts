import { inject, injectable, optional } from 'inversify';
import type { ArchiveDetail, ArchiveEdit, ArchiveProblems, ArchiveSave, LoanDetail, LoanRequest } from '../../domain/archive/archive-types';
import { ArchiveApi } from '../../ports/archive.port';
import { MenuCountsStore } from '../menu/menu-counts.store';
import { Store } from '../shared/store';
import { isConflict, isRefusal, messageOf, problemsOf } from '../shared/failure-reading';

export const ARCHIVE_LOAD_FAILED = '档案加载失败';
export const ARCHIVE_ACTION_FAILED = '操作失败，请稍后重试';

interface DetailState<D> {
  readonly id: string | undefined;
  readonly detail: D | undefined;
  readonly loading: boolean;
  readonly loadError?: string;
  /** Why the caller may not see it (the page says so instead of the record). */
  readonly refused?: string;
  readonly busy: boolean;
  readonly actionError?: string;
  /** A stale version or a loan the rules refuse: the page keeps what was typed. */
  readonly conflict?: boolean;
  readonly problems: ArchiveProblems;
}

/** One record or loan and the acts on it; a second act while one runs does nothing, so a double click acts once. */
export abstract class DetailStore<D> extends Store<DetailState<D>> {
  private generation = 0;

  protected constructor() {
    super({ id: undefined, detail: undefined, loading: false, busy: false, problems: {} });
  }

  protected abstract fetch(id: string): Promise<D>;

  /** Never rejects. */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ id, detail: undefined, loading: true, busy: false, problems: {} });
    try {
      const detail = await this.fetch(id);
      if (generation === this.generation) this.set({ id, detail, loading: false, busy: false, problems: {} });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, ARCHIVE_LOAD_FAILED);
      this.set({ id, detail: undefined, loading: false, busy: false, problems: {}, ...(isRefusal(error) ? { refused: message } : { loadError: message }) });
    }
  }

  /**
   * Resolves what the act answered, or undefined when refused (the reason is in the state). Another
   * record opened meanwhile owns the page, so the answer is not shown over it.
   */
  protected async act<T>(action: () => Promise<T>, keep: (value: T) => D | undefined): Promise<T | undefined> {
    if (this.getValue().busy) return undefined;
    const generation = this.generation;
    this.update((state) => ({ ...state, busy: true, actionError: undefined, conflict: false, problems: {} }));
    try {
      const value = await action();
      const next = keep(value);
      if (generation === this.generation) this.update((state) => ({ ...state, busy: false, ...(next === undefined ? {} : { detail: next }) }));
      return value;
    } catch (error) {
      if (generation !== this.generation) return undefined;
      this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, ARCHIVE_ACTION_FAILED), conflict: isConflict(error), problems: problemsOf(error) }));
      return undefined;
    }
  }
}

/** 登记详情, 入库登记, 修改 and 出库 of one record, and a loan request for it. */
@injectable()
export class ArchiveRecordStore extends DetailStore<ArchiveDetail> {
  constructor(@inject(ArchiveApi) private readonly api: ArchiveApi) {
    super();
  }

  protected fetch(id: string): Promise<ArchiveDetail> {
    return this.api.archive(id);
  }

  /** A fresh form: no record, no refusal. */
  blank(): void {
    this.set({ id: undefined, detail: undefined, loading: false, busy: false, problems: {} });
  }

  register(body: ArchiveSave): Promise<ArchiveDetail | undefined> {
    return this.act(() => this.api.register(body), (d) => d);
  }

  edit(body: Omit<ArchiveEdit, 'id' | 'version'>): Promise<ArchiveDetail | undefined> {
    const { detail } = this.getValue();
    if (detail === undefined) return Promise.resolve(undefined);
    return this.act(() => this.api.update({ ...body, id: detail.id, version: detail.version }), (d) => d);
  }

  moveOut(reason: string): Promise<ArchiveDetail | undefined> {
    const { detail } = this.getValue();
    if (detail === undefined) return Promise.resolve(undefined);
    return this.act(() => this.api.moveOut({ id: detail.id, version: detail.version, reason }), (d) => d);
  }

  requestLoan(body: Omit<LoanRequest, 'archiveId'>): Promise<LoanDetail | undefined> {
    const { detail } = this.getValue();
    if (detail === undefined) return Promise.resolve(undefined);
    return this.act(() => this.api.requestLoan({ ...body, archiveId: detail.id }), () => undefined);
  }
}

/** 调阅详情: one loan, its approval and 归还; each act counts the 借阅管理 badge (overdue loans) again. */
@injectable()
export class LoanStore extends DetailStore<LoanDetail> {
  constructor(
    @inject(ArchiveApi) private readonly api: ArchiveApi,
    @inject(MenuCountsStore) @optional() private readonly counts?: MenuCountsStore,
  ) {
    super();
  }

  protected fetch(id: string): Promise<LoanDetail> {
    return this.api.loan(id);
  }

  approve(): Promise<LoanDetail | undefined> {
    return this.decide((d) => this.api.approveLoan({ id: d.id, version: d.version }));
  }

  reject(reason: string): Promise<LoanDetail | undefined> {
    return this.decide((d) => this.api.rejectLoan({ id: d.id, version: d.version, reason }));
  }

  giveBack(): Promise<LoanDetail | undefined> {
    return this.decide((d) => this.api.returnLoan({ id: d.id, version: d.version }));
  }

  private decide(action: (detail: LoanDetail) => Promise<LoanDetail>): Promise<LoanDetail | undefined> {
    const { detail } = this.getValue();
    if (detail === undefined) return Promise.resolve(undefined);
    return this.act(() => action(detail), (d) => d).then((done) => {
      if (done !== undefined) void this.counts?.load();
      return done;
    });
  }
}
