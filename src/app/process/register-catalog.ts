import { inject, injectable } from 'inversify';
import { isApiFailure } from '../../ports/api-failure';
import type { ProcessTreeNode } from '../../ports/api/process.dto';
import { ProcessApi } from '../../ports/process.port';
import { Store } from '../shared/store';

interface ProcessCatalogState {
  readonly tree: readonly ProcessTreeNode[];
  readonly loading: boolean;
  readonly error?: string;
  readonly loaded: boolean;
}

/** A process definition one can register (a leaf of the process tree). */
export interface ProcessLeaf {
  readonly procDefId: string;
  readonly label: string;
  readonly node: ProcessTreeNode;
}

const TREE_FAILED = '流程目录加载失败';

/** Every leaf (a node with a procDefId), depth first, in the tree's order. */
export function processLeaves(tree: readonly ProcessTreeNode[]): ProcessLeaf[] {
  return tree.flatMap((node) => [
    ...(node.procDefId === undefined ? [] : [{ procDefId: node.procDefId, label: node.label, node }]),
    ...processLeaves(node.children ?? []),
  ]);
}

/**
 * The process tree (register/process-tree), loaded once and shared by 事务登记 and the 流程
 * filter of 条件查询. A failed load can be retried.
 */
@injectable()
export class ProcessCatalog extends Store<ProcessCatalogState> {
  private pending: Promise<void> | undefined;

  constructor(@inject(ProcessApi) private readonly process: ProcessApi) {
    super({ tree: [], loading: false, loaded: false });
  }

  /** Loads the tree unless it is loaded or loading. Never rejects. */
  ensure(): Promise<void> {
    if (this.getValue().loaded) return Promise.resolve();
    this.pending ??= this.fetch().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetch(): Promise<void> {
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    try {
      const tree = await this.process.processTree();
      this.set({ tree, loading: false, loaded: true });
    } catch (error) {
      this.update((state) => ({ ...state, loading: false, error: isApiFailure(error) && error.message.length > 0 ? error.message : TREE_FAILED }));
    }
  }
}
