import type { ServiceIdentifier } from 'inversify';
import type { PostQuery } from '../domain/document/post-service';
import type { PostUnitOption, PostView } from '../domain/document/post-view';
import type { PostSaveBody } from './api/document-post.endpoints';
import type { Page } from './api/page.dto';
import type { DownloadedFile } from './process.port';

/**
 * 发文 (公文). Refusals reject with an ApiFailure: 404 a post the caller may not see, 400 with the
 * fields' messages (body.fieldProblems), 409 when stale, already 送审, or not at 编号.
 */
export interface PostApi {
  list(query: PostQuery): Promise<Page<PostView>>;
  detail(id: string): Promise<PostView>;
  save(body: PostSaveBody): Promise<PostView>;
  submit(id: string, version: number): Promise<PostView>;
  number(id: string): Promise<PostView>;
  units(): Promise<PostUnitOption[]>;
  /** 发文稿纸 as PDF. */
  paper(id: string): Promise<DownloadedFile>;
}
export const PostApi = Symbol.for('PostApi') as ServiceIdentifier<PostApi>;
