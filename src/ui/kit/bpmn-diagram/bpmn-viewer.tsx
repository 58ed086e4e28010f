import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './bpmn-diagram.css';

export interface BpmnViewerProps {
  readonly xml: string;
  /** The BPMN element id of the open task's node, highlighted. */
  readonly currentNodeId?: string;
  /** Nodes already passed, marked as done. */
  readonly doneNodeIds: readonly string[];
  readonly title: string;
}

interface Canvas {
  zoom(level?: 'fit-viewport' | number, center?: 'auto'): number;
  addMarker(element: string, marker: string): void;
}
interface Registry {
  get(id: string): unknown;
}

const ZOOM_STEP = 1.2;

/**
 * bpmn-js's navigated viewer (pan with the mouse, zoom with the buttons or the wheel). Keep it
 * behind React.lazy: bpmn-js and its CSS are a chunk of their own.
 */
export default function BpmnViewer({ xml, currentNodeId, doneNodeIds, title }: BpmnViewerProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = host.current;
    if (container === null) return;
    const instance = new NavigatedViewer({ container });
    viewer.current = instance;
    let live = true;
    instance.importXML(xml).then(
      () => {
        if (!live) return;
        setFailed(false);
        const canvas = instance.get<Canvas>('canvas');
        const registry = instance.get<Registry>('elementRegistry');
        const mark = (id: string, marker: string): void => {
          // Ids the diagram does not draw (an old node, a typo in data) are skipped, not fatal.
          if (registry.get(id) !== undefined) canvas.addMarker(id, marker);
        };
        for (const id of doneNodeIds) mark(id, 'bpmn-diagram__done');
        if (currentNodeId !== undefined) mark(currentNodeId, 'bpmn-diagram__current');
        canvas.zoom('fit-viewport', 'auto');
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('bpmn import failed', error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
      viewer.current = undefined;
      instance.destroy();
    };
  }, [xml, currentNodeId, doneNodeIds]);

  const zoom = (change: 'in' | 'out' | 'fit'): void => {
    const canvas = viewer.current?.get<Canvas>('canvas');
    if (canvas === undefined) return;
    if (change === 'fit') canvas.zoom('fit-viewport', 'auto');
    else canvas.zoom(canvas.zoom() * (change === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP));
  };

  return (
    <div className="bpmn-diagram">
      <div className="bpmn-diagram__toolbar">
        <span className="bpmn-diagram__legend">
          <span className="bpmn-diagram__swatch bpmn-diagram__swatch--current" aria-hidden /> 当前节点
          <span className="bpmn-diagram__swatch bpmn-diagram__swatch--done" aria-hidden /> 已办节点
        </span>
        <Button size="small" onClick={() => zoom('out')}>
          缩小
        </Button>
        <Button size="small" onClick={() => zoom('in')}>
          放大
        </Button>
        <Button size="small" onClick={() => zoom('fit')}>
          适应窗口
        </Button>
      </div>
      {failed ? (
        <div role="alert" className="bpmn-diagram__message">
          流程图无法显示
        </div>
      ) : null}
      {/* A region, not an image: bpmn-js makes its SVG focusable for keyboard panning, which an img would hide. */}
      <div ref={host} className="bpmn-diagram__canvas" role="region" aria-label={title} />
    </div>
  );
}
