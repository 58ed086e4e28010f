import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { SuperviseListStore, type SuperviseFilters } from '../../../app/process/supervise-list.store';
import { superviseDetailsUrl } from '../../../domain/affair/details-link';
import type { SuperviseRow } from '../../../ports/api/process.dto';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { SemiLocale } from '../../kit/semi-locale';
import { OpenRowTitle, openRowProps } from '../process-box/open-row';
import { SuperviseCreateDialog } from './supervise-create-dialog';
import { superviseTexts as t } from './supervise-texts';
import './supervise.css';

const CREATED_MS = 3000;

/** The deadline with a red 已超期 tag once it has passed and the affair is still open. */
export function DeadlineCell({ deadline, overdue }: { deadline: string; overdue: boolean }): ReactNode {
  return (
    <span className="supervise-deadline">
      <span className={overdue ? 'supervise-deadline__date supervise-deadline__date--overdue' : 'supervise-deadline__date'}>{deadline}</span>
      {overdue ? (
        <Tag size="small" color="red" type="solid" className="alert-tag supervise-overdue-tag">
          {t.overdue}
        </Tag>
      ) : null}
    </span>
  );
}

const columnsOf = (openOf: (row: SuperviseRow) => () => void): ColumnProps<SuperviseRow>[] => [
  { title: t.columns.supName, dataIndex: 'supName', render: (name: string, row: SuperviseRow) => <OpenRowTitle onOpen={openOf(row)}>{name}</OpenRowTitle> },
  { title: t.columns.affairTitle, dataIndex: 'affairTitle' },
  {
    title: t.columns.deadline,
    dataIndex: 'deadline',
    width: 170,
    render: (deadline: string, row: SuperviseRow) => <DeadlineCell deadline={deadline} overdue={row.overdue} />,
  },
  { title: t.columns.supervisor, dataIndex: 'supervisorName', width: 110 },
  { title: t.columns.urged, dataIndex: 'urgedName', width: 110 },
  { title: t.columns.status, dataIndex: 'affairStatusLabel', width: 100 },
  { title: t.columns.reminders, dataIndex: 'reminders', width: 100, align: 'right' },
];

/** 督办事项 (supervise/list/index): the filter form of SPEC section 3, the list, and 新建督办. */
export default function SuperviseListPage(): ReactNode {
  const store = useService(SuperviseListStore);
  const notifier = useService(Notifier);
  const navigate = useNavigate();
  const { filters, pageIndex, pageSize, rows, total, loading, error, loaded } = useStore(store);
  const [draft, setDraft] = useState<SuperviseFilters>(filters);
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const ids = { start: useId(), end: useId(), name: useId() };

  useEffect(() => {
    void store.load();
  }, [store]);

  const openOf = (row: SuperviseRow) => () => navigate(superviseDetailsUrl(row.id, row.keyNumGather));
  const rowProps = (row?: SuperviseRow) =>
    row === undefined ? {} : openRowProps({ label: t.openRow(row.supName), busy: false, className: row.overdue ? 'supervise-list__row--overdue' : undefined, onOpen: openOf(row) });

  const dateOf = (text: unknown): string | undefined => (typeof text === 'string' && text !== '' ? text : undefined);

  return (
    <SemiLocale>
      <section className="supervise-list" aria-labelledby={headingId}>
        <h1 id={headingId} className="supervise-list__heading">
          {t.heading}
        </h1>
        <form
          className="supervise-filter"
          aria-label={t.filters}
          onSubmit={(event) => {
            event.preventDefault();
            void store.search(draft);
          }}
        >
          <div className="supervise-filter__field">
            <label id={ids.start}>{t.startTime}</label>
            <DatePicker
              aria-labelledby={ids.start}
              type="date"
              format="yyyy-MM-dd"
              value={draft.startTime}
              placeholder={t.startTime}
              onChange={(_date, text) => setDraft((current) => ({ ...current, startTime: dateOf(text) }))}
            />
          </div>
          <div className="supervise-filter__field">
            <label id={ids.end}>{t.endTime}</label>
            <DatePicker
              aria-labelledby={ids.end}
              type="date"
              format="yyyy-MM-dd"
              value={draft.endTime}
              placeholder={t.endTime}
              onChange={(_date, text) => setDraft((current) => ({ ...current, endTime: dateOf(text) }))}
            />
          </div>
          <div className="supervise-filter__field">
            <label htmlFor={ids.name}>{t.supName}</label>
            <Input
              id={ids.name}
              value={draft.supName ?? ''}
              placeholder={t.supNamePlaceholder}
              showClear
              onChange={(supName) => setDraft((current) => ({ ...current, supName }))}
            />
          </div>
          <div className="supervise-filter__actions">
            <Button theme="solid" type="primary" htmlType="submit">
              {t.search}
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                void store.reset();
              }}
            >
              {t.reset}
            </Button>
          </div>
          <div className="supervise-filter__spacer" />
          <Button theme="solid" type="secondary" icon={<IconPlus aria-hidden />} onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        </form>
        {error === undefined ? null : (
          <ReloadBanner message={t.loadFailed(error)} onReload={() => void store.load()} />
        )}
        <Table<SuperviseRow>
          className="supervise-list__table"
          rowKey="id"
          columns={columnsOf(openOf)}
          dataSource={[...rows]}
          loading={loading}
          pagination={false}
          onRow={rowProps}
          empty={
            <ListEmpty failed={error !== undefined} waiting={!loaded} loadingText={t.loading}>
              <Empty image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} description={t.empty} />
            </ListEmpty>
          }
        />
        <ListPager total={total} pageIndex={pageIndex} pageSize={pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
        <SuperviseCreateDialog
          visible={creating}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            notifier.notify({ message: t.dialog.created(created.supName), level: 'success', durationMs: CREATED_MS });
          }}
        />
      </section>
    </SemiLocale>
  );
}
