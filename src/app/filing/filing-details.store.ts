import type { FieldProblem } from '../../domain/filing/data-check';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
import type { FilingDetail, FilingHistoryRow } from '../../domain/filing/wire';
import { isApiFailure } from '../../ports/api-failure';
import type { Clock } from '../../ports/browser.port';
import { fieldProblemsOf, type FilingApi } from '../../ports/filing.port';
import { Store } from '../shared/store';
import { dataOf, emptyValues, FORM_FIELDS, formProblems, unparsableFields, valuesOf, type FormValue, type FormValues } from './filing-details-form';

/** What the page says above the form: a refusal to fix, someone else's change, or a success. */
interface FilingBanner {
  readonly kind: 'stale' | 'error' | 'success';
  readonly message: string;
}

interface FilingDetailsState {
  readonly keyTypeCode: FilingTypeCode;
  /** The stored record; undefined for a new filing not saved yet, or before it is read. */
  readonly detail?: FilingDetail;
  readonly history: readonly FilingHistoryRow[];
  /** The form as the user left it: survives refusals, stale saves and failed data checks. */
  readonly values: FormValues;
  readonly dirty: boolean;
  /** Fields whose own check has run (blurred, or every field after a data check). */
  readonly touched: ReadonlySet<string>;
  /** Problems the server named that the form's own check may not know about. */
  readonly serverProblems: readonly FieldProblem[];
  readonly loading: boolean;
  /** Why the record could not be read: 403 another division's record, 404, network. */
  readonly loadError?: { readonly status?: number; readonly message: string };
  readonly pending: boolean;
  readonly banner?: FilingBanner;
  readonly deleted: boolean;
}

export type FilingOutcome = { readonly kind: 'done' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'ignored' };

export const STALE_BANNER = '该记录已被他人修改，您的修改仍保留在页面上。可以重新加载查看最新内容（将放弃您的修改）。';
const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.length > 0 ? error.message : fallback);
const statusOf = (error: unknown): number | undefined => (isApiFailure(error) && error.failure.kind === 'http' ? error.failure.status : undefined);

/**
 * One filing's details page: the record, its form, history and every step of its life. One
 * instance per open page (FilingDetailsStores.create), since several may be open in tabs.
 */
export class FilingDetailsStore extends Store<FilingDetailsState> {
  private generation = 0;
  /** Each read of the history, so an older one answering late cannot replace a newer one. */
  private historyReads = 0;

  constructor(
    private readonly api: FilingApi,
    private readonly clock: Clock,
    private key: string | undefined,
    keyTypeCode: FilingTypeCode,
  ) {
    super({
      keyTypeCode,
      history: [],
      values: emptyValues(keyTypeCode),
      dirty: false,
      touched: new Set(),
      serverProblems: [],
      loading: key !== undefined,
      pending: false,
      deleted: false,
    });
  }

  get keyNumGather(): string | undefined {
    return this.key;
  }

  /** Reads the record and its history again; the user's unsaved edits are replaced. Never rejects. */
  async load(): Promise<void> {
    const key = this.key;
    if (key === undefined) return;
    const generation = ++this.generation;
    const historyRead = ++this.historyReads;
    this.update((s) => ({ ...s, loading: true }));
    const [detail, history] = await Promise.allSettled([this.api.detail(key), this.api.history(key)]);
    if (generation !== this.generation) return;
    if (detail.status === 'rejected') {
      const status = statusOf(detail.reason);
      const loadError = { message: messageOf(detail.reason, '备案记录读取失败'), ...(status === undefined ? {} : { status }) };
      this.update((s) => ({ ...s, loading: false, loadError }));
      return;
    }
    this.update((s) => {
      const { loadError: _dropped, banner: _old, ...rest } = s;
      return {
        ...rest,
        ...this.fresh(detail.value),
        history: history.status === 'fulfilled' && historyRead === this.historyReads ? history.value : s.history,
        loading: false,
      };
    });
  }

  /** The deep link carries only the key: the common-parameters call says which record and type it is. */
  async loadByLink(key: string, paramType: 2 | 4): Promise<void> {
    this.update((s) => ({ ...s, loading: true }));
    try {
      const params = await this.api.subParams(key, paramType);
      this.key = params.keyNumGather;
      this.update((s) => ({ ...s, keyTypeCode: params.keyTypeCode, values: emptyValues(params.keyTypeCode) }));
      await this.load();
    } catch (error) {
      const status = statusOf(error);
      this.update((s) => ({ ...s, loading: false, loadError: { message: messageOf(error, '备案记录读取失败'), ...(status === undefined ? {} : { status }) } }));
    }
  }

  edit(field: string, value: FormValue): void {
    this.update((s) => ({ ...s, values: { ...s.values, [field]: value }, dirty: true, serverProblems: s.serverProblems.filter((p) => p.field !== field) }));
  }

  /** Validation on blur: the field's own check runs from now on. */
  blur(field: string): void {
    this.update((s) => (s.touched.has(field) ? s : { ...s, touched: new Set([...s.touched, field]) }));
  }

  /** The problems on screen: the form's own check for touched fields plus what the server said. */
  problems(state: FilingDetailsState = this.getValue()): FieldProblem[] {
    const own = formProblems(state.keyTypeCode, state.values, this.clock.now()).filter((p) => state.touched.has(p.field));
    return [...own, ...state.serverProblems.filter((p) => !own.some((o) => o.field === p.field && o.message === p.message))];
  }

  dismissBanner(): void {
    this.update(({ banner: _gone, ...rest }) => rest);
  }

  /** 保存草稿: a new draft, or the edits over the version the user edited. */
  async save(): Promise<FilingOutcome> {
    if (this.getValue().pending) return { kind: 'ignored' };
    this.begin();
    const outcome = await this.persist();
    if (outcome.kind === 'done') this.finish({ kind: 'success', message: '草稿已保存' });
    return outcome;
  }

  /** 上报: saves unsaved edits, runs the data check, then reports; a failed check puts every problem at its field. */
  async report(): Promise<FilingOutcome> {
    if (this.getValue().pending) return { kind: 'ignored' };
    this.begin();
    if (this.getValue().dirty || this.key === undefined) {
      const saved = await this.persist();
      if (saved.kind !== 'done') return saved;
    }
    const key = this.key as string;
    try {
      const problems = await this.api.check(this.getValue().keyTypeCode, key);
      if (problems.length > 0) return this.checkFailed(problems);
      const detail = this.getValue().detail as FilingDetail;
      const reported = await this.api.report(key, detail.version);
      await this.settle(reported, '已上报，等待上级审核');
      return { kind: 'done' };
    } catch (error) {
      return this.refused(error);
    }
  }

  /** 数据检查 alone: every problem at its field, or a note that it passes. */
  async check(): Promise<FilingOutcome> {
    const state = this.getValue();
    if (state.pending) return { kind: 'ignored' };
    const local = formProblems(state.keyTypeCode, state.values, this.clock.now());
    if (local.length > 0) return this.checkFailed(local);
    this.update((s) => ({ ...s, touched: this.allFields(), serverProblems: [], banner: { kind: 'success', message: '数据检查通过' } }));
    return { kind: 'done' };
  }

  async remove(): Promise<FilingOutcome> {
    const { pending, detail } = this.getValue();
    if (pending || detail === undefined) return { kind: 'ignored' };
    this.begin();
    try {
      await this.api.remove(detail.keyNumGather, detail.version);
      this.update((s) => ({ ...s, pending: false, deleted: true }));
      return { kind: 'done' };
    } catch (error) {
      return this.refused(error);
    }
  }

  review(decision: 'pass' | 'return', opinion: string): Promise<FilingOutcome> {
    return this.step(
      (d) => this.api.review(d.keyNumGather, { version: d.version, decision, ...(opinion.trim() === '' ? {} : { opinion: opinion.trim() }) }),
      (d) => (decision === 'return' ? '已退回填报单位' : d.status === 'filed' ? `已备案，备案编号 ${d.filingNumber ?? ''}` : '审核通过，已报送省级备案'),
    );
  }

  applyWithdrawal(reason: string): Promise<FilingOutcome> {
    return this.step((d) => this.api.applyWithdrawal(d.keyNumGather, d.version, reason.trim()), () => '退卷申请已提交，等待省级审批');
  }

  decideWithdrawal(checkStatus: 1 | 2): Promise<FilingOutcome> {
    return this.step((d) => this.api.decideWithdrawal(d.keyNumGather, d.version, checkStatus), () => (checkStatus === 1 ? '已同意退卷，记录退回填报单位' : '已拒绝退卷申请'));
  }

  recall(): Promise<FilingOutcome> {
    return this.step((d) => this.api.recall(d.keyNumGather, d.version), () => '已撤回，可以继续修改');
  }

  private async step(call: (d: FilingDetail) => Promise<FilingDetail>, success: (d: FilingDetail) => string): Promise<FilingOutcome> {
    const { pending, detail } = this.getValue();
    if (pending || detail === undefined) return { kind: 'ignored' };
    this.begin();
    try {
      const next = await call(detail);
      await this.settle(next, success(next));
      return { kind: 'done' };
    } catch (error) {
      return this.refused(error);
    }
  }

  private begin(): void {
    this.update(({ banner: _gone, ...rest }) => ({ ...rest, pending: true }));
  }

  private finish(banner: FilingBanner): void {
    this.update((s) => ({ ...s, pending: false, banner }));
  }

  /** Saves the form; on success the stored record replaces it, on failure the form stays as typed. */
  private async persist(): Promise<FilingOutcome> {
    const state = this.getValue();
    const unparsable = unparsableFields(state.keyTypeCode, state.values);
    if (unparsable.length > 0) return this.checkFailed(unparsable);
    try {
      const saved = await this.api.save({
        ...(this.key === undefined ? {} : { keyNumGather: this.key }),
        ...(state.detail === undefined ? {} : { version: state.detail.version }),
        data: dataOf(state.keyTypeCode, state.values),
      });
      this.key = saved.keyNumGather;
      this.update((s) => ({ ...s, ...this.fresh(saved) }));
      void this.reloadHistory();
      return { kind: 'done' };
    } catch (error) {
      return this.refused(error);
    }
  }

  private async settle(detail: FilingDetail, message: string): Promise<void> {
    this.update((s) => ({ ...s, ...this.fresh(detail) }));
    await this.reloadHistory();
    this.finish({ kind: 'success', message });
  }

  private async reloadHistory(): Promise<void> {
    if (this.key === undefined) return;
    const historyRead = ++this.historyReads;
    try {
      const history = await this.api.history(this.key);
      if (historyRead === this.historyReads) this.update((s) => ({ ...s, history }));
    } catch {
      // The record itself is current; an old history is better than none.
    }
  }

  private fresh(detail: FilingDetail): Pick<FilingDetailsState, 'detail' | 'values' | 'dirty' | 'serverProblems' | 'keyTypeCode'> {
    return { detail, keyTypeCode: detail.keyTypeCode, values: valuesOf(detail.data), dirty: false, serverProblems: [] };
  }

  private allFields(): ReadonlySet<string> {
    return new Set(Object.keys(FORM_FIELDS[this.getValue().keyTypeCode]));
  }

  private checkFailed(problems: readonly FieldProblem[]): FilingOutcome {
    const message = `数据检查未通过：共 ${problems.length} 处问题，请按字段提示修改`;
    this.update((s) => ({ ...s, pending: false, touched: this.allFields(), serverProblems: problems, banner: { kind: 'error', message } }));
    return { kind: 'failed', message };
  }

  private refused(error: unknown): FilingOutcome {
    const problems = fieldProblemsOf(error);
    if (problems !== undefined && problems.length > 0) return this.checkFailed(problems);
    const stale = statusOf(error) === 409 && messageOf(error, '').includes('已被他人修改');
    const message = stale ? STALE_BANNER : messageOf(error, '操作失败，请稍后重试');
    this.finish({ kind: stale ? 'stale' : 'error', message });
    return { kind: 'failed', message };
  }
}
