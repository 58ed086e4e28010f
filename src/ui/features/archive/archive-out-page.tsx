import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { ArchiveListStore } from '../../../app/archive/archive-list.store';
import { ARCHIVE_STATE_LABELS, ARCHIVE_STATES, RETENTION_LABELS, RETENTIONS, type ArchiveRow, type ArchiveState } from '../../../domain/archive/archive-types';
import { archiveEditUrl } from '../../../domain/archive/archive-links';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ARCHIVE_IN, archiveListUrl, NEW_CATALOGUE, archiveQueryOf, registerDetailUrl } from './archive-address';
import { ArchiveEditView } from './archive-edit-view';
import { archiveTexts } from './archive-texts';
import './archive.css';

const t = archiveTexts.list;
const f = archiveTexts.fields;
const ALL = '';
const COLOURS: Readonly<Record<ArchiveState, 'green' | 'grey' | 'orange'>> = { in: 'green', out: 'grey', lent: 'orange' };

export const StateTag = ({ state, label }: { readonly state: ArchiveState; readonly label: string }): ReactNode => <Tag color={COLOURS[state]}>{label}</Tag>;

const columns = [
  { title: f.archiveNo, dataIndex: 'archiveNo', render: (_: unknown, row: ArchiveRow) => <Link className="archive__no" to={registerDetailUrl(row.id)} aria-label={t.open(row.archiveNo)}>{row.archiveNo}</Link> },
  { title: f.title, dataIndex: 'title' },
  { title: f.responsible, dataIndex: 'responsible' },
  { title: f.retention, dataIndex: 'retentionLabel' },
  { title: f.secrecy, dataIndex: 'secrecyLabel' },
  { title: f.unit, dataIndex: 'unitName' },
  { title: f.state, dataIndex: 'state', render: (_: unknown, row: ArchiveRow) => <StateTag state={row.state} label={row.stateLabel} /> },
];

function ArchiveList(): ReactNode {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => archiveQueryOf(search), [search]);
  const store = useService(ArchiveListStore);
  const { page, loading, error } = useStore(store);
  const [text, setText] = useState(query.text ?? '');
  useEffect(() => void store.load(query), [store, query]);
  const find = (event: FormEvent): void => {
    event.preventDefault();
    const trimmed = text.trim();
    void navigate(archiveListUrl({ ...query, pageIndex: 1, text: trimmed === '' ? undefined : trimmed }));
  };

  return (
    <div className="archive">
      <div className="archive__head">
        <h1 className="archive__heading">{t.heading}</h1>
        <div className="archive__tools">
          <Button onClick={() => void navigate(NEW_CATALOGUE.in)}>{archiveTexts.catalogue.openNew.in}</Button>
          <Button onClick={() => void navigate(NEW_CATALOGUE.out)}>{archiveTexts.catalogue.openNew.out}</Button>
          <Button type="primary" theme="solid" onClick={() => void navigate(ARCHIVE_IN)}>
            {t.register}
          </Button>
        </div>
      </div>
      <form role="search" aria-label={t.filters} className="archive__tools" onSubmit={find}>
        <Input aria-label={t.text} placeholder={t.textPlaceholder} value={text} onChange={setText} className="archive__search" />
        <Select
          aria-label={f.state}
          value={query.state ?? ALL}
          optionList={[{ value: ALL, label: t.allStates }, ...ARCHIVE_STATES.map((value) => ({ value, label: ARCHIVE_STATE_LABELS[value] }))]}
          onChange={(value) => void navigate(archiveListUrl({ ...query, pageIndex: 1, state: ARCHIVE_STATES.find((s) => s === value) }))}
        />
        <Select
          aria-label={f.retention}
          value={query.retention ?? ALL}
          optionList={[{ value: ALL, label: t.allRetentions }, ...RETENTIONS.map((value) => ({ value, label: RETENTION_LABELS[value] }))]}
          onChange={(value) => void navigate(archiveListUrl({ ...query, pageIndex: 1, retention: RETENTIONS.find((r) => r === value) }))}
        />
        <Button htmlType="submit">{t.search}</Button>
      </form>
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<ArchiveRow>
        rowKey="id"
        columns={[
          ...columns,
          {
            title: t.actions,
            dataIndex: 'id',
            render: (_: unknown, row: ArchiveRow) =>
              !row.editable ? null : (
                <Link to={archiveEditUrl(row.id)} aria-label={`${t.edit} ${row.archiveNo}`}>
                  {t.edit}
                </Link>
              ),
          },
        ]}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={archiveTexts.loading}>
            {archiveTexts.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager
          total={page.total}
          pageIndex={query.pageIndex}
          pageSize={query.pageSize}
          onPage={(next) => void navigate(archiveListUrl({ ...query, pageIndex: next }))}
          onResize={(pageSize) => void navigate(archiveListUrl({ ...query, pageIndex: 1, pageSize }))}
        />
      )}
    </div>
  );
}

/** 档案出库 (/archive/manage/out): the records in the caller's jurisdiction; ?moduleKey= opens one for editing (an archive event). */
export default function ArchiveOutPage(): ReactNode {
  const moduleKey = new URLSearchParams(useLocation().search).get('moduleKey');
  return moduleKey === null || moduleKey === '' ? <ArchiveList /> : <ArchiveEditView id={moduleKey} />;
}
