import { lazy, Suspense, type ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { BpmnViewerProps } from './bpmn-viewer';

// bpmn-js and its CSS are fetched only when a diagram is first shown.
const BpmnViewer = lazy(() => import('./bpmn-viewer'));

/** A process diagram from BPMN XML, the current node highlighted and the done nodes marked. */
export function BpmnDiagram(props: BpmnViewerProps): ReactNode {
  return (
    <Suspense
      fallback={
        <div role="status" className="bpmn-diagram__loading">
          <Spin /> 正在加载流程图…
        </div>
      }
    >
      <BpmnViewer {...props} />
    </Suspense>
  );
}
