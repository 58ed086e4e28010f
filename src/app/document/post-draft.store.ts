import { inject, injectable } from 'inversify';
import type { DocumentProblems, PostDraft } from '../../domain/document/document-types';
import type { PostUnitOption, PostView } from '../../domain/document/post-view';
import type { DownloadedFile } from '../../ports/process.port';
import { PostApi } from '../../ports/document-post.port';
import { Store } from '../shared/store';
import { messageOf, problemsOf } from '../shared/failure-reading';

export const postStoreTexts = {
  loadFailed: '发文加载失败',
  saveFailed: '发文保存失败',
  submitFailed: '送审失败',
  numberFailed: '编号失败',
  paperFailed: '发文稿纸生成失败',
} as const;

interface PostDraftState {
  readonly loading: boolean;
  readonly loadError?: string;
  readonly units: readonly PostUnitOption[];
  /** The post as last saved or read; undefined for a new draft. */
  readonly post?: PostView;
  readonly busy: boolean;
  readonly actionError?: string;
  readonly problems: DocumentProblems;
}

/** 发文拟稿 and one post's page: one action at a time, so a double click saves or sends once. */
@injectable()
export class PostDraftStore extends Store<PostDraftState> {
  constructor(@inject(PostApi) private readonly api: PostApi) {
    super({ loading: false, units: [], busy: false, problems: {} });
  }

  /** Reads the units and, with an id, the post; a new draft starts empty. */
  async open(id: string | undefined): Promise<void> {
    this.set({ loading: true, units: this.getValue().units, busy: false, problems: {} });
    try {
      const [units, post] = await Promise.all([this.api.units(), id === undefined ? Promise.resolve(undefined) : this.api.detail(id)]);
      this.set({ loading: false, units, busy: false, problems: {}, ...(post === undefined ? {} : { post }) });
    } catch (error) {
      this.set({ loading: false, units: [], busy: false, problems: {}, loadError: messageOf(error, postStoreTexts.loadFailed) });
    }
  }

  /** Never rejects; the saved post, or undefined with the refusal (the page keeps what was typed). */
  save(draft: PostDraft): Promise<PostView | undefined> {
    const post = this.getValue().post;
    return this.act(() => this.api.save({ ...draft, version: post?.version ?? 0, ...(post === undefined ? {} : { id: post.id }) }), postStoreTexts.saveFailed);
  }

  /** 送审: saves what is typed first, then registers the affair at the version just saved. */
  async submit(draft: PostDraft): Promise<PostView | undefined> {
    const saved = await this.save(draft);
    return saved === undefined ? undefined : this.act(() => this.api.submit(saved.id, saved.version), postStoreTexts.submitFailed);
  }

  number(): Promise<PostView | undefined> {
    const post = this.getValue().post;
    return post === undefined ? Promise.resolve(undefined) : this.act(() => this.api.number(post.id), postStoreTexts.numberFailed);
  }

  /** The 发文稿纸 PDF, or undefined with the refusal shown. */
  async paper(): Promise<DownloadedFile | undefined> {
    const post = this.getValue().post;
    if (post === undefined || this.getValue().busy) return undefined;
    this.set({ ...this.cleared(), busy: true });
    try {
      const file = await this.api.paper(post.id);
      this.set({ ...this.cleared(), busy: false });
      return file;
    } catch (error) {
      this.set({ ...this.cleared(), busy: false, actionError: messageOf(error, postStoreTexts.paperFailed) });
      return undefined;
    }
  }

  private async act(run: () => Promise<PostView>, fallback: string): Promise<PostView | undefined> {
    if (this.getValue().busy) return undefined;
    this.set({ ...this.cleared(), busy: true });
    try {
      const post = await run();
      this.set({ ...this.cleared(), busy: false, post });
      return post;
    } catch (error) {
      this.set({ ...this.cleared(), busy: false, actionError: messageOf(error, fallback), problems: problemsOf(error) });
      return undefined;
    }
  }

  /** The state without the last action's refusal. */
  private cleared(): PostDraftState {
    const { actionError: _error, ...rest } = this.getValue();
    return { ...rest, problems: {} };
  }
}
