import { useCallback, useState, type ReactNode } from 'react';
import Tree from '@douyinfe/semi-ui-19/lib/es/tree';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { TREE_ROOT_ID } from '../../../domain/directory/tree-level';
import type { TreeOption } from '../../../ports/api/user.dto';
import { DemoApi } from '../../../ports/demo.port';
import { useService } from '../../di/container-context';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useLoaded } from './use-loaded';

const t = demoTexts.tree;

const toNodes = (level: readonly TreeOption[]): TreeNodeData[] =>
  level.map((option) => ({ key: option.id, value: option.id, label: option.label, isLeaf: option.isLeaf !== false }));

/** Puts a loaded level under its parent. */
function withChildren(nodes: readonly TreeNodeData[], parentKey: string, children: TreeNodeData[]): TreeNodeData[] {
  return nodes.map((node) =>
    node.key === parentKey ? { ...node, children } : node.children === undefined ? node : { ...node, children: withChildren(node.children, parentKey, children) },
  );
}

/** /demo/async-tree: the top level first; a department's children come from GET …/treeselect?parentId= when it is expanded. */
export default function AsyncTreePage(): ReactNode {
  const api = useService(DemoApi);
  const { loaded, retry } = useLoaded(useCallback(() => api.treeLevel(TREE_ROOT_ID), [api]));
  const [grown, setGrown] = useState<TreeNodeData[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const state = loadStateView(loaded, (roots) => roots.length === 0, retry);
  const treeData = grown ?? (loaded.status === 'ready' ? toNodes(loaded.value) : []);

  const loadData = async (node?: TreeNodeData): Promise<void> => {
    const key = node?.key;
    if (key === undefined) return;
    setFailed(false);
    try {
      const children = toNodes(await api.treeLevel(key));
      setGrown((current) => withChildren(current ?? treeData, key, children));
    } catch {
      setFailed(true);
    }
  };

  return (
    <DemoLayout title={sampleTitle('/demo/async-tree')} hint={t.asyncHint}>
      {state ?? (
        <div className="demo-panel" style={{ maxWidth: 480 }}>
          {failed ? (
            <p role="alert" className="demo-error">
              {t.expandFailed}
            </p>
          ) : null}
          <Tree
            aria-label={t.asyncLabel}
            treeData={treeData}
            loadData={loadData}
            emptyContent={demoTexts.empty}
            style={{ maxHeight: 520, overflow: 'auto', border: '1px solid var(--semi-color-border)', borderRadius: 4 }}
          />
        </div>
      )}
    </DemoLayout>
  );
}
