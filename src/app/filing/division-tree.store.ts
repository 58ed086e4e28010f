import { inject, injectable } from 'inversify';
import { isApiFailure } from '../../ports/api-failure';
import type { DivisionNode } from '../../ports/api/division.dto';
import { DivisionApi } from '../../ports/division.port';
import { Store } from '../shared/store';

const DIVISION_TREE_LOAD_FAILED = '行政区加载失败';

type DivisionTreeState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly viewer: string }
  | { readonly status: 'ready'; readonly viewer: string; readonly tree: readonly DivisionNode[] }
  | { readonly status: 'failed'; readonly viewer: string; readonly error: string };

const messageOf = (error: unknown): string => (isApiFailure(error) || error instanceof Error ? error.message || DIVISION_TREE_LOAD_FAILED : DIVISION_TREE_LOAD_FAILED);

/**
 * The 行政区 filter's divisions, as the server says: fetched once per signed-in division and
 * shared by the four lists, since divisions change far less often than anyone signs in.
 */
@injectable()
export class DivisionTreeStore extends Store<DivisionTreeState> {
  private generation = 0;

  constructor(@inject(DivisionApi) private readonly divisions: DivisionApi) {
    super({ status: 'idle' });
  }

  /** A list is shown for a user of `viewer`: loads unless that division's tree is here or on its way. Never rejects. */
  async show(viewer: string): Promise<void> {
    const state = this.getValue();
    if ((state.status === 'ready' || state.status === 'loading') && state.viewer === viewer) return;
    await this.load(viewer);
  }

  /** Asks again, after a failure. Never rejects. */
  async retry(): Promise<void> {
    const state = this.getValue();
    if (state.status === 'failed') await this.load(state.viewer);
  }

  private async load(viewer: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ status: 'loading', viewer });
    try {
      const tree = await this.divisions.jurisdictionTree();
      // A later load (another user signed in meanwhile) wins over this one.
      if (generation === this.generation) this.set({ status: 'ready', viewer, tree });
    } catch (error) {
      if (generation === this.generation) this.set({ status: 'failed', viewer, error: messageOf(error) });
    }
  }
}
