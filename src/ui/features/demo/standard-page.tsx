import { useEffect, useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Descriptions from '@douyinfe/semi-ui-19/lib/es/descriptions';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tabs from '@douyinfe/semi-ui-19/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui-19/lib/es/tabs/TabPane';
import { DemoTableStore } from '../../../app/demo/demo-table.store';
import type { DemoTableRow } from '../../../domain/demo/demo-table';
import { DEFAULT_PAGE_SIZE, toPageSize } from '../../../domain/format/page-size';
import { formatDateTime } from '../../../domain/format/date';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { StandardForm } from './standard-form';
import { demoTexts } from './demo-texts';

const t = demoTexts.standard;
const c = demoTexts.table.columns;

/** /demo/standard: the list, detail and form templates the features follow, on the table sample's rows. */
export default function StandardPage(): ReactNode {
  const store = useService(DemoTableStore);
  const { rows, loading, loaded, error } = useStore(store);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState<{ index: number; size: number }>({ index: 1, size: DEFAULT_PAGE_SIZE });
  const [picked, setPicked] = useState<DemoTableRow | undefined>(undefined);
  const [tab, setTab] = useState('list');
  const filterId = useId();
  useEffect(() => {
    void store.open();
  }, [store]);
  const matching = rows.filter((row) => row.projectName.includes(name.trim()));
  const shown = matching.slice((page.index - 1) * page.size, page.index * page.size);
  const open = (row: DemoTableRow): void => {
    setPicked(row);
    setTab('detail');
  };
  return (
    <DemoLayout title={sampleTitle('/demo/standard')} hint={demoTexts.standard.hint}>
      <Tabs activeKey={tab} onChange={setTab}>
        <TabPane tab={t.tabs.list} itemKey="list">
          <form
            className="demo-row"
            style={{ marginTop: 12 }}
            onSubmit={(event) => {
              event.preventDefault();
              setName(draft);
              setPage((current) => ({ ...current, index: 1 }));
            }}
          >
            <label htmlFor={filterId}>{t.filterName}</label>
            <Input id={filterId} value={draft} onChange={setDraft} style={{ width: 240 }} />
            <Button htmlType="submit" theme="solid">
              {t.query}
            </Button>
            <Button
              onClick={() => {
                setDraft('');
                setName('');
              }}
            >
              {t.reset}
            </Button>
          </form>
          {error ? <ReloadBanner message={demoTexts.loadFailed} onReload={() => void store.reload()} /> : null}
          <Table
            aria-label={t.tabs.list}
            rowKey="id"
            size="small"
            pagination={false}
            loading={loading}
            dataSource={shown}
            empty={<ListEmpty failed={error} waiting={!loaded} loadingText={demoTexts.loading}>{demoTexts.empty}</ListEmpty>}
            columns={[
              { title: c.id, dataIndex: 'id', width: 90 },
              {
                title: c.projectName,
                dataIndex: 'projectName',
                render: (text: string, row: DemoTableRow) => (
                  <Button theme="borderless" onClick={() => open(row)}>
                    {text}
                  </Button>
                ),
              },
              { title: c.divisionName, dataIndex: 'divisionName', width: 120 },
              { title: c.filedAt, dataIndex: 'filedAt', width: 180, render: (at: number) => formatDateTime(at) },
              { title: c.state, dataIndex: 'state', width: 100 },
            ]}
          />
          <ListPager total={matching.length} pageIndex={page.index} pageSize={page.size} onPage={(index) => setPage((current) => ({ ...current, index }))} onResize={(size) => setPage({ index: 1, size: toPageSize(size) })} />
        </TabPane>
        <TabPane tab={t.tabs.detail} itemKey="detail">
          {picked === undefined ? (
            <div className="demo-sample__state">{t.pickRow}</div>
          ) : (
            <Descriptions
              style={{ marginTop: 12 }}
              data={[
                { key: c.projectName, value: picked.projectName },
                { key: c.divisionName, value: picked.divisionName },
                { key: c.areaMu, value: picked.areaMu.toFixed(2) },
                { key: c.filedAt, value: formatDateTime(picked.filedAt) },
                { key: c.state, value: picked.state },
              ]}
            />
          )}
        </TabPane>
        <TabPane tab={t.tabs.form} itemKey="form">
          <StandardForm />
        </TabPane>
      </Tabs>
    </DemoLayout>
  );
}
