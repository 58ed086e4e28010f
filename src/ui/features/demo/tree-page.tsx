import { useCallback, type ReactNode } from 'react';
import Tree from '@douyinfe/semi-ui-19/lib/es/tree';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import type { TreeOption } from '../../../ports/api/user.dto';
import { ProfileApi } from '../../../ports/profile.port';
import { useService } from '../../di/container-context';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useLoaded } from './use-loaded';

const t = demoTexts.tree;

const toTreeData = (options: readonly TreeOption[]): TreeNodeData[] =>
  options.map((option) => ({ key: option.id, value: option.id, label: option.label, ...(option.children === undefined ? {} : { children: toTreeData(option.children) }) }));

/** /demo/tree: the whole organisation tree from the server, searchable, the first level open. */
export default function TreePage(): ReactNode {
  const api = useService(ProfileApi);
  const { loaded, retry } = useLoaded(useCallback(() => api.userTree(), [api]));
  const state = loadStateView(loaded, (tree) => tree.length === 0, retry);
  return (
    <DemoLayout title={sampleTitle('/demo/tree')} hint={demoTexts.tree.hint}>
      {state ??
        (loaded.status === 'ready' ? (
          <div className="demo-panel" style={{ maxWidth: 480 }}>
            <Tree
              aria-label={t.treeLabel}
              treeData={toTreeData(loaded.value)}
              filterTreeNode
              showFilteredOnly
              searchPlaceholder={t.searchPlaceholder}
              defaultExpandedKeys={loaded.value.map((option) => option.id)}
              emptyContent={demoTexts.empty}
              style={{ maxHeight: 520, overflow: 'auto', border: '1px solid var(--semi-color-border)', borderRadius: 4 }}
            />
          </div>
        ) : null)}
    </DemoLayout>
  );
}
