import { inject, injectable, optional } from 'inversify';
import { formatTimestamp } from '../../domain/format/date';
import { numberPostAt, postDetail, postPage, savePost, submitPost, type PostCall, type PostQuery } from '../../domain/document/post-service';
import { postUnitTree, type PostUnitOption, type PostView } from '../../domain/document/post-view';
import { storageKeys } from '../../domain/session/storage-keys';
import { PrintFontMissingError, type PrintFontSource } from '../../print/print-font';
import type { PostSaveBody } from '../../ports/api/document-post.endpoints';
import { postIdQuery, postListQuery, postNumberBody, postSaveBody, postSubmitBody } from '../../ports/api/document-post.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { PostApi } from '../../ports/document-post.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { asQuery, parsedInput } from './memory-input';
import { postBookOf, storePostBook } from './memory-posts';
import { servedOrThrow, statusError } from './memory-refusal';
import { PrintFontToken } from './print-font.token';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };
const PDF_TYPE = 'application/pdf';

/** PostApi on the in-memory backend: the same post service as the mock server, over the same affair book. */
@injectable()
export class MemoryPostApi implements PostApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
    @inject(PrintFontToken) @optional() private readonly printFont?: PrintFontSource,
  ) {}

  list(query: PostQuery): Promise<Page<PostView>> {
    return this.runner.run(() => servedOrThrow(postPage(this.call(), parsedInput(postListQuery, asQuery(query)))), quiet);
  }

  detail(id: string): Promise<PostView> {
    return this.runner.run(() => servedOrThrow(postDetail(this.call(), parsedInput(postIdQuery, { id }).id)), quiet);
  }

  save(body: PostSaveBody): Promise<PostView> {
    return this.runner.run(() => {
      const { id, version, ...draft } = parsedInput(postSaveBody, body);
      return this.change(savePost(this.call(), id, version, draft));
    }, quiet);
  }

  submit(id: string, version: number): Promise<PostView> {
    return this.runner.run(() => {
      const checked = parsedInput(postSubmitBody, { id, version });
      return this.change(submitPost(this.call(), checked.id, checked.version));
    }, quiet);
  }

  number(id: string): Promise<PostView> {
    return this.runner.run(() => this.change(numberPostAt(this.call(), parsedInput(postNumberBody, { id }).id)), quiet);
  }

  units(): Promise<PostUnitOption[]> {
    return this.runner.run(() => postUnitTree(this.call().dir), quiet);
  }

  paper(id: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const post = servedOrThrow(postDetail(this.call(), parsedInput(postIdQuery, { id }).id));
      if (this.printFont === undefined) throw statusError(503, new PrintFontMissingError().message);
      const [{ postPaperPdf, postPaperFileName }, font] = await Promise.all([import('../../print/post-paper-pdf'), this.printFont()]);
      const bytes = await postPaperPdf(post, font, formatTimestamp(this.backend.now()).slice(0, 16));
      return { blob: new Blob([Uint8Array.from(bytes)], { type: PDF_TYPE }), contentType: PDF_TYPE, fileName: postPaperFileName(post) };
    });
  }

  private change(result: ReturnType<typeof savePost>): PostView {
    const { posts, affairs, value } = servedOrThrow(result);
    storePostBook(this.backend, posts);
    this.backend.affairs = affairs;
    return value;
  }

  private call(): PostCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), posts: postBookOf(this.backend), affairs: this.backend.affairs };
  }
}
