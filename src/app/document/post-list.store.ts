import { inject, injectable } from 'inversify';
import type { PostBox } from '../../domain/document/post-service';
import type { PostView } from '../../domain/document/post-view';
import type { Page } from '../../ports/api/page.dto';
import { PostApi } from '../../ports/document-post.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const POST_LIST_FAILED = '发文列表加载失败';
const PAGE_SIZE = 50;

interface PostListState {
  readonly box: PostBox;
  readonly page: Page<PostView> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** My posts (drafted or handled) and those 分发 to my unit; the latest load wins. */
@injectable()
export class PostListStore extends Store<PostListState> {
  private generation = 0;

  constructor(@inject(PostApi) private readonly api: PostApi) {
    super({ box: 'drafted', page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(box: PostBox): Promise<void> {
    const generation = ++this.generation;
    this.set({ box, page: undefined, loading: true });
    try {
      const page = await this.api.list({ box, pageIndex: 1, pageSize: PAGE_SIZE });
      if (generation === this.generation) this.set({ box, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.set({ box, page: undefined, loading: false, error: messageOf(error, POST_LIST_FAILED) });
    }
  }
}
