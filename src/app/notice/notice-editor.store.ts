import { inject, injectable } from 'inversify';
import { noticeFormProblems } from '../../domain/notice/notice-validation';
import type { NoticeDraft, NoticeInput } from '../../domain/notice/notice-types';
import { isApiFailure } from '../../ports/api-failure';
import { Notifier } from '../../ports/browser.port';
import { fieldProblemsOf } from '../../ports/filing.port';
import { NoticeManageApi } from '../../ports/notice-manage.port';
import { Store } from '../shared/store';
import { noticeAppMessages as m } from './notice-app-messages';

export type NoticeField = keyof NoticeInput;
export type NoticeProblems = Partial<Readonly<Record<NoticeField, string>>>;

interface NoticeEditorState {
  /** The notice being edited; undefined while a new one has not been saved. */
  readonly id: string | undefined;
  readonly status: 'loading' | 'ready' | 'not-found' | 'failed';
  readonly input: NoticeInput;
  readonly draft: NoticeDraft | undefined;
  /** Fields shown with their problems: each once the user left it, every one after a submit. */
  readonly touched: readonly NoticeField[];
  readonly serverProblems: NoticeProblems;
  readonly pending: boolean;
  /** The input differs from what was last saved. */
  readonly dirty: boolean;
  /** A failed save's message, shown above the buttons. */
  readonly error: string | undefined;
}

const TOAST_MS = 2000;
const emptyInput: NoticeInput = { title: '', category: 'notice', body: '', scopeCode: '', pinned: false };
const ALL_FIELDS: readonly NoticeField[] = ['title', 'category', 'body', 'scopeCode', 'pinned', 'expiresOn'];
const initial: NoticeEditorState = { id: undefined, status: 'ready', input: emptyInput, draft: undefined, touched: [], serverProblems: {}, pending: false, dirty: false, error: undefined };

const inputOf = (draft: NoticeDraft): NoticeInput => ({
  title: draft.title,
  category: draft.category,
  body: draft.body,
  scopeCode: draft.scopeCode,
  pinned: draft.pinned,
  ...(draft.expiresOn === undefined ? {} : { expiresOn: draft.expiresOn }),
});

/** The form's own checks: the domain's, with the server's limits and words, so most mistakes show before a request. */
export function noticeInputProblems(input: NoticeInput): NoticeProblems {
  const problems: Partial<Record<NoticeField, string>> = {};
  for (const problem of noticeFormProblems(input)) problems[problem.field] ??= problem.message;
  return problems;
}

/** 新建通知 / 编辑通知: the writer's form; a failed save keeps everything typed. */
@injectable()
export class NoticeEditorStore extends Store<NoticeEditorState> {
  private generation = 0;

  constructor(
    @inject(NoticeManageApi) private readonly api: NoticeManageApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    super(initial);
  }

  /** A new notice (no id) or an existing one. Never rejects. */
  async open(id: string | undefined): Promise<void> {
    const generation = ++this.generation;
    if (id === undefined || id === '') {
      this.set(initial);
      return;
    }
    this.set({ ...initial, id, status: 'loading' });
    try {
      const draft = await this.api.get(id);
      if (generation === this.generation) this.set({ ...initial, id, draft, input: inputOf(draft) });
    } catch (error) {
      if (generation !== this.generation) return;
      const notFound = isApiFailure(error) && error.failure.kind === 'http' && error.failure.status === 404;
      this.set({ ...initial, id, status: notFound ? 'not-found' : 'failed' });
    }
  }

  change(patch: Partial<NoticeInput>): void {
    this.update((state) => {
      const serverProblems = { ...state.serverProblems };
      for (const field of Object.keys(patch) as NoticeField[]) delete serverProblems[field];
      return { ...state, input: { ...state.input, ...patch }, serverProblems, dirty: true, error: undefined };
    });
  }

  /** 有效期至 is optional: clearing it drops the field. */
  clearExpiry(): void {
    this.update((state) => {
      const { expiresOn: _dropped, ...input } = state.input;
      return { ...state, input, dirty: true };
    });
  }

  touch(field: NoticeField): void {
    this.update((state) => (state.touched.includes(field) ? state : { ...state, touched: [...state.touched, field] }));
  }

  /** The problems on screen: the form's own for touched fields, then the server's. */
  problems(state: NoticeEditorState = this.getValue()): NoticeProblems {
    const own = noticeInputProblems(state.input);
    const shown: Partial<Record<NoticeField, string>> = {};
    for (const field of state.touched) if (own[field] !== undefined) shown[field] = own[field];
    return { ...shown, ...state.serverProblems };
  }

  /** 保存草稿: the saved notice, or undefined when the form has problems or the save failed (the input stays). */
  async save(): Promise<NoticeDraft | undefined> {
    if (this.getValue().pending) return undefined;
    this.update((state) => ({ ...state, touched: ALL_FIELDS }));
    if (Object.keys(noticeInputProblems(this.getValue().input)).length > 0) return undefined;
    this.update((state) => ({ ...state, pending: true, error: undefined }));
    const draft = await this.write();
    if (draft !== undefined) this.notifier.notify({ message: m.saved, level: 'success', durationMs: TOAST_MS });
    this.update((state) => ({ ...state, pending: false }));
    return draft;
  }

  /** 发布: saves, then publishes; the published notice, or undefined when either step failed. */
  async publish(): Promise<NoticeDraft | undefined> {
    if (this.getValue().pending) return undefined;
    this.update((state) => ({ ...state, touched: ALL_FIELDS }));
    if (Object.keys(noticeInputProblems(this.getValue().input)).length > 0) return undefined;
    this.update((state) => ({ ...state, pending: true, error: undefined }));
    const generation = this.generation;
    const saved = await this.write();
    let published: NoticeDraft | undefined;
    if (saved !== undefined) {
      try {
        published = await this.api.publish(saved.id, saved.version);
        if (generation === this.generation) this.update((state) => ({ ...state, draft: published }));
        this.notifier.notify({ message: m.published, level: 'success', durationMs: TOAST_MS });
      } catch (error) {
        if (generation === this.generation) this.failed(error);
      }
    }
    this.update((state) => ({ ...state, pending: false }));
    return published;
  }

  /**
   * Another notice opened meanwhile owns the form: the answer is not put over it, or its next save
   * would go to this notice.
   */
  private async write(): Promise<NoticeDraft | undefined> {
    const { id, input, draft } = this.getValue();
    const generation = this.generation;
    try {
      const saved = id === undefined || draft === undefined ? await this.api.create(input) : await this.api.update(id, input, draft.version);
      if (generation === this.generation) this.update((state) => ({ ...state, id: saved.id, draft: saved, dirty: false, serverProblems: {} }));
      return saved;
    } catch (error) {
      if (generation === this.generation) this.failed(error);
      return undefined;
    }
  }

  private failed(error: unknown): void {
    const problems = fieldProblemsOf(error);
    const serverProblems: Partial<Record<NoticeField, string>> = {};
    for (const problem of problems ?? []) if ((ALL_FIELDS as readonly string[]).includes(problem.field)) serverProblems[problem.field as NoticeField] = problem.message;
    const message = isApiFailure(error) ? error.userMessage.message : m.saveFailed;
    this.update((state) => ({ ...state, serverProblems, error: message }));
  }
}
