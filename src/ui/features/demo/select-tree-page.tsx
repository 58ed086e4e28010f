import { useCallback, useState, type ReactNode } from 'react';
import type { TreeOption } from '../../../ports/api/user.dto';
import { ProfileApi } from '../../../ports/profile.port';
import { useService } from '../../di/container-context';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { DemoLayout, loadStateView } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useLoaded } from './use-loaded';

const t = demoTexts.tree;

/** /demo/select-tree: the tree selector of SPEC section 5 on the server's people tree (one leaf, searchable, not clearable). */
export default function SelectTreePage(): ReactNode {
  const api = useService(ProfileApi);
  const { loaded, retry } = useLoaded(useCallback(() => api.userTree(), [api]));
  const [chosen, setChosen] = useState<TreeOption | undefined>(undefined);
  const state = loadStateView(loaded, (tree) => tree.length === 0, retry);
  return (
    <DemoLayout title="树选择" hint="SPEC 第 5 节的树选择器：只能选择人员（叶子节点），可搜索，不可清空，下拉最高 280 像素。">
      {state ??
        (loaded.status === 'ready' ? (
          <div className="demo-panel">
            <div style={{ maxWidth: 360, marginBottom: 12 }}>
              <TreeSelector aria-label={t.selectLabel} options={loaded.value} value={chosen?.id} onChange={setChosen} />
            </div>
            <p role="status">{chosen === undefined ? t.nothingSelected : t.selected(chosen.label)}</p>
          </div>
        ) : null)}
    </DemoLayout>
  );
}
