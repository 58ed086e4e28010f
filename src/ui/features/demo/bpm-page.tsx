import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { sampleRun } from '../../../domain/demo/bpm-sample';
import { ProcessApi } from '../../../ports/process.port';
import { useService } from '../../di/container-context';
import { BpmnDiagram } from '../../kit/bpmn-diagram/bpmn-diagram';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useLoaded } from './use-loaded';

const t = demoTexts.bpm;
type ProcessKey = keyof typeof t.processes;

/** /demo/bpm: the bpmn-js viewer on a process definition the server holds, with a made-up case in progress on it. */
export default function BpmPage(): ReactNode {
  const api = useService(ProcessApi);
  const [key, setKey] = useState<ProcessKey>('lsydsp');
  const labelId = useId();
  const { loaded, retry } = useLoaded(useCallback(() => api.diagram(key), [api, key]));
  const state = loadStateView(loaded, (diagram) => diagram.xml.trim() === '', retry);
  const xml = loaded.status === 'ready' ? loaded.value.xml : '';
  // Memoised: the viewer draws the diagram again whenever the marked nodes are a new array.
  const run = useMemo(() => sampleRun(xml), [xml]);
  return (
    <DemoLayout title={sampleTitle('/demo/bpm')} hint={t.hint}>
      <div className="demo-row">
        <span id={labelId}>{t.process}</span>
        <Select
          aria-labelledby={labelId}
          value={key}
          onChange={(value) => setKey(value as ProcessKey)}
          optionList={(Object.keys(t.processes) as ProcessKey[]).map((value) => ({ value, label: t.processes[value] }))}
          style={{ width: 200 }}
        />
      </div>
      {state ??
        (loaded.status === 'ready' ? (
          <BpmnDiagram
            xml={loaded.value.xml}
            title={loaded.value.name}
            doneNodeIds={run.doneNodeIds}
            {...(run.currentNodeId === undefined ? {} : { currentNodeId: run.currentNodeId })}
          />
        ) : null)}
    </DemoLayout>
  );
}
