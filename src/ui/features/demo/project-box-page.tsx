import { useEffect, type ReactNode } from 'react';
import Card from '@douyinfe/semi-ui-19/lib/es/card';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { DemoTableStore } from '../../../app/demo/demo-table.store';
import type { DemoRowState, DemoTableRow } from '../../../domain/demo/demo-table';
import { formatDateTime } from '../../../domain/format/date';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView, type Loaded } from './demo-layout';
import { demoTexts } from './demo-texts';

const t = demoTexts.projectBox;
const SHOWN = 12;
const COLOURS: Readonly<Record<DemoRowState, 'orange' | 'blue' | 'red' | 'green'>> = { 待上报: 'orange', 已上报: 'blue', 已退回: 'red', 已备案: 'green' };

/** /demo/project-box: filing projects as cards (the first of the table sample's rows from the server). */
export default function ProjectBoxPage(): ReactNode {
  const store = useService(DemoTableStore);
  const { rows, loading, loaded: arrived, error } = useStore(store);
  useEffect(() => {
    void store.open();
  }, [store]);
  const loaded: Loaded<readonly DemoTableRow[]> = error ? { status: 'failed' } : loading || !arrived ? { status: 'loading' } : { status: 'ready', value: rows.slice(0, SHOWN) };
  const state = loadStateView(loaded, (value) => value.length === 0, () => void store.reload());
  return (
    <DemoLayout title={sampleTitle('/demo/project-box')} hint={t.hint}>
      {state ?? (
        <ul className="demo-cards">
          {rows.slice(0, SHOWN).map((row) => (
            <li key={row.id}>
              <Card title={row.projectName} headerExtraContent={<Tag color={COLOURS[row.state]}>{row.state}</Tag>}>
                <p>
                  {row.divisionName} · {t.area(row.areaMu.toFixed(2))}
                </p>
                <p>
                  {t.filedAt}：{formatDateTime(row.filedAt)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </DemoLayout>
  );
}
