import type { ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { LoadingStore } from '../../app/loading/loading.store';
import { isLoadingVisible } from '../../domain/loading/loading-counter';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import './loading-overlay.css';

/** The global loading overlay of SPEC section 4, with its optional text. */
export function LoadingOverlay(): ReactNode {
  const state = useStore(useService(LoadingStore));
  if (!isLoadingVisible(state)) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={state.text ?? '加载中'}>
      <Spin size="large" tip={state.text} />
    </div>
  );
}
