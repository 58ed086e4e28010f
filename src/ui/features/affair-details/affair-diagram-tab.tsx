import { useEffect, useState, type ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { AffairDetailsStore } from '../../../app/process/affair-details.store';
import type { AffairDetail } from '../../../ports/api/process.dto';
import { BpmnDiagram } from '../../kit/bpmn-diagram/bpmn-diagram';
import { detailsTexts as t } from './affair-details-texts';

type Loaded = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly xml: string; readonly name: string };

/** 流程图: the process diagram from its BPMN XML, the current node highlighted. */
export function AffairDiagramTab({ store, detail }: { store: AffairDetailsStore; detail: AffairDetail }): ReactNode {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const { procDefId } = detail;
  useEffect(() => {
    let live = true;
    store.diagram(procDefId).then(
      (diagram) => {
        if (live) setLoaded({ status: 'ready', xml: diagram.xml, name: diagram.name });
      },
      (reason: unknown) => {
        if (live) setLoaded({ status: 'failed', message: reason instanceof Error ? reason.message : t.diagramFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [store, procDefId]);

  if (loaded.status === 'loading') {
    return (
      <div role="status" className="affair-details__status">
        <Spin /> {t.diagramLoading}
      </div>
    );
  }
  if (loaded.status === 'failed') return <div role="alert">{loaded.message}</div>;
  return (
    <BpmnDiagram
      xml={loaded.xml}
      title={`${loaded.name}${t.tabs.diagram}`}
      doneNodeIds={detail.doneNodeIds}
      {...(detail.currentNodeId === undefined ? {} : { currentNodeId: detail.currentNodeId })}
    />
  );
}
