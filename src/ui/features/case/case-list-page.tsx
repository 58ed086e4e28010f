import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { CaseListStore } from '../../../app/case/case-list.store';
import { SessionStore } from '../../../app/session/session.store';
import { CASE_STATES, VIOLATION_LABELS, VIOLATION_TYPES, type CaseQuery, type CaseRow } from '../../../domain/case/case-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListEmpty } from '../../kit/list-empty';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { DivisionFilter } from '../filing-lists/division-filter';
import { SelectField } from '../filing-lists/filter-fields';
import { FilterForm } from '../filing-lists/filter-form';
import { CASE_REGISTER_ROUTE, caseListUrl, caseQueryOf } from './case-address';
import { caseDetailsPath } from '../../../domain/case/case-links';
import { caseTexts as t } from './case-texts';
import './case-page.css';

type CaseFilters = Omit<CaseQuery, 'pageIndex' | 'pageSize'>;

const VIOLATIONS = VIOLATION_TYPES.map((v) => ({ value: v, label: VIOLATION_LABELS[v] }));
const STATES = CASE_STATES.map((s) => ({ value: s, label: t.states[s] }));

const clean = (draft: CaseFilters): CaseFilters => {
  const text = draft.text?.trim() ?? '';
  return {
    ...(draft.divisionCode === undefined || draft.divisionCode === '' ? {} : { divisionCode: draft.divisionCode }),
    ...(draft.violation === undefined ? {} : { violation: draft.violation }),
    ...(draft.state === undefined ? {} : { state: draft.state }),
    ...(text === '' ? {} : { text }),
  };
};

function Filters({ query, onSearch }: { readonly query: CaseQuery; readonly onSearch: (next: CaseQuery) => void }): ReactNode {
  const user = useStore(useService(SessionStore)).user;
  const { pageIndex: _index, pageSize, ...filters } = query;
  const search = (next: CaseFilters): void => onSearch({ ...next, pageIndex: 1, pageSize });
  return (
    <FilterForm<CaseFilters> label={t.filters} keyword={{ label: t.text, placeholder: t.textPlaceholder }} filters={filters} clean={clean} onSearch={search} onReset={() => search({})}>
      {(draft, change) => (
        <>
          <DivisionFilter divisionCode={user?.divisionCode ?? ''} level={user?.level ?? 'county'} value={draft.divisionCode} onChange={(divisionCode) => change({ divisionCode })} />
          <SelectField label={t.violation} value={draft.violation} placeholder={t.allViolations} options={VIOLATIONS} onChange={(violation) => change({ violation })} />
          <SelectField label={t.state} value={draft.state} placeholder={t.allStates} options={STATES} narrow onChange={(state) => change({ state })} />
        </>
      )}
    </FilterForm>
  );
}

const columns = [
  {
    title: t.columns.caseNumber,
    dataIndex: 'caseNumber',
    render: (_: unknown, row: CaseRow) => (
      <Link to={caseDetailsPath(row.id)} aria-label={t.openLabel(row.caseNumber)}>
        {row.caseNumber}
      </Link>
    ),
  },
  { title: t.columns.party, dataIndex: 'partyName' },
  { title: t.columns.violation, dataIndex: 'violationLabel' },
  { title: t.columns.area, dataIndex: 'area' },
  { title: t.columns.division, dataIndex: 'divisionName' },
  { title: t.columns.step, dataIndex: 'stepName', render: (_: unknown, row: CaseRow) => <Tag color={row.closed ? 'green' : 'blue'} className="case__tag">{row.stepName}</Tag> },
  { title: t.columns.holder, dataIndex: 'holderName', render: (_: unknown, row: CaseRow) => row.holderName || '—' },
  { title: t.columns.createdAt, dataIndex: 'createdAt' },
];

/** 案件列表 (menu 案件管理): the cases of the user's jurisdiction, filtered by the address. */
export default function CaseListPage(): ReactNode {
  const { search } = useLocation();
  const query = useMemo(() => caseQueryOf(search), [search]);
  const store = useService(CaseListStore);
  const { page, loading, error } = useStore(store);
  const user = useStore(useService(SessionStore)).user;
  const navigate = useNavigate();
  useEffect(() => void store.load(query), [store, query]);
  const go = (next: CaseQuery): void => void navigate(caseListUrl(next));

  return (
    <section className="case" aria-labelledby="case-list-heading">
      <div className="case__head">
        <h1 id="case-list-heading" className="case__heading">
          {t.listHeading}
        </h1>
        {user?.level === 'county' ? (
          <Button type="primary" theme="solid" onClick={() => void navigate(CASE_REGISTER_ROUTE)}>
            {t.register}
          </Button>
        ) : null}
      </div>
      <Filters key={caseListUrl(query)} query={query} onSearch={go} />
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<CaseRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.rows ?? []}
        loading={loading}
        pagination={false}
        empty={
          <ListEmpty failed={error !== undefined} waiting={page === undefined && loading} loadingText={t.loading}>
            {t.empty}
          </ListEmpty>
        }
      />
      {page === undefined || page.total === 0 ? null : (
        <ListPager total={page.total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(pageIndex) => go({ ...query, pageIndex })} onResize={(pageSize) => go({ ...query, pageIndex: 1, pageSize })} />
      )}
    </section>
  );
}
