import { err, ok, type Result } from '../shared/result';
import type { PeopleTreeOption } from './directory';

/** The parent id that asks for the top of the tree (the convention of the department tree: 0 is the root). */
export const TREE_ROOT_ID = '0';

export const treeLevelMessages = {
  noSuchParent: '该部门不存在或已被删除',
  notABranch: '人员没有下级节点',
} as const;

/** One node of a level: its children are not included; isLeaf says whether there are any to load. */
export interface TreeLevelOption {
  readonly id: string;
  readonly label: string;
  readonly type?: string;
  readonly asUnit?: boolean;
  readonly isLeaf: boolean;
}

const shallow = (option: PeopleTreeOption): TreeLevelOption => {
  const { children, ...rest } = option;
  return { ...rest, isLeaf: children === undefined };
};

function find(options: readonly PeopleTreeOption[], id: string): PeopleTreeOption | undefined {
  for (const option of options) {
    if (option.id === id) return option;
    const inside = find(option.children ?? [], id);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/**
 * One level of the people tree, for a tree that loads children on expand: the roots for
 * TREE_ROOT_ID, otherwise the direct children of that department. A person has no level (400),
 * an unknown id none either (404).
 */
export function treeLevel(tree: readonly PeopleTreeOption[], parentId: string): Result<TreeLevelOption[], { readonly status: 400 | 404; readonly message: string }> {
  if (parentId === TREE_ROOT_ID) return ok(tree.map(shallow));
  const parent = find(tree, parentId);
  if (parent === undefined) return err({ status: 404, message: treeLevelMessages.noSuchParent });
  if (parent.children === undefined) return err({ status: 400, message: treeLevelMessages.notABranch });
  return ok(parent.children.map(shallow));
}
