import { useCallback, useState, type ReactNode } from 'react';
import type { TreeOption } from '../../../ports/api/user.dto';
import { ProfileApi } from '../../../ports/profile.port';
import { useService } from '../../di/container-context';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { sampleTitle } from './demo-samples';
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
    <DemoLayout title={sampleTitle('/demo/select-tree')} hint={demoTexts.tree.selectHint}>
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
