import type { PostDraft } from '../../domain/document/document-types';
import type { PostQuery } from '../../domain/document/post-service';
import type { PostUnitOption, PostView } from '../../domain/document/post-view';
import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';

export interface PostSaveBody extends PostDraft {
  /** Absent for a new draft. */
  readonly id?: string;
  readonly version: number;
}

/** 发文 (our own calls under /api/op; SPEC section 7 names none). 404 for a post the caller may not see. */
export interface DocumentPostEndpoints {
  /** box=drafted: my drafts and the posts I handle; box=received: posts 分发 to my unit. */
  'GET /api/op/document/post/list': { query: PostQuery; data: Page<PostView> };
  'GET /api/op/document/post/details': { query: { readonly id: string }; data: PostView };
  /** 拟稿 saved at the version read: 400 with fieldProblems, 409 when stale or already 送审. */
  'POST /api/op/document/post/save': { body: PostSaveBody; data: PostView };
  /** 送审: registers the 公文发文 affair. */
  'POST /api/op/document/post/submit': { body: { readonly id: string; readonly version: number }; data: PostView };
  /** 编号: by the holder of the 编号 step only (409 otherwise); a post keeps its 文号 once given. */
  'POST /api/op/document/post/number': { body: { readonly id: string }; data: PostView };
  /** The units a post may be sent to (主送/抄送), as a tree of bureaus. */
  'GET /api/op/document/post/units': { data: PostUnitOption[] };
  /** 发文稿纸 as PDF. */
  'GET /api/op/document/post/paper': { query: { readonly id: string }; data: BinaryPayload };
}
