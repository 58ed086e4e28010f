import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { SessionStore } from '../../../app/session/session.store';
import { SurveyListStore } from '../../../app/survey/survey-list.store';
import { formatDate } from '../../../domain/format/date';
import { SURVEY_CONCLUSION_LABELS, SURVEY_CONCLUSIONS, type SurveyConclusion, type SurveyQuery, type SurveyRow } from '../../../domain/survey/survey-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { ReloadBanner } from '../../kit/reload-banner';
import { ListEmpty } from '../../kit/list-empty';
import { DivisionFilter } from '../filing-lists/division-filter';
import { SelectField } from '../filing-lists/filter-fields';
import { FilterForm } from '../filing-lists/filter-form';
import { NEW_SURVEY_URL, surveyListUrl, surveyUrl } from './survey-address';
import { surveyTexts as t } from './survey-texts';

const TAG_COLOURS: Readonly<Record<SurveyConclusion, 'green' | 'red' | 'orange'>> = { conform: 'green', nonconform: 'red', rectify: 'orange' };

export function ConclusionTag({ conclusion }: { readonly conclusion: SurveyConclusion }): ReactNode {
  return (
    <Tag color={TAG_COLOURS[conclusion]} className="survey__tag">
      {SURVEY_CONCLUSION_LABELS[conclusion]}
    </Tag>
  );
}

const dayOf = (value: unknown): string | undefined => (value instanceof Date ? formatDate(value.getTime()) : undefined);

type SurveyFilters = Omit<SurveyQuery, 'pageIndex' | 'pageSize'>;

const CONCLUSIONS = SURVEY_CONCLUSIONS.map((c) => ({ value: c, label: SURVEY_CONCLUSION_LABELS[c] }));

const clean = (draft: SurveyFilters): SurveyFilters => {
  const text = draft.text?.trim() ?? '';
  return {
    ...(draft.divisionCode === undefined || draft.divisionCode === '' ? {} : { divisionCode: draft.divisionCode }),
    ...(draft.conclusion === undefined ? {} : { conclusion: draft.conclusion }),
    ...(draft.startDate === undefined ? {} : { startDate: draft.startDate }),
    ...(draft.endDate === undefined ? {} : { endDate: draft.endDate }),
    ...(text === '' ? {} : { text }),
  };
};

/** The filters as typed; 查询 puts them in the address. Either end of the period may stay open. */
function Filters({ query, onSearch }: { readonly query: SurveyQuery; readonly onSearch: (next: SurveyQuery) => void }): ReactNode {
  const user = useStore(useService(SessionStore)).user;
  const { pageIndex: _index, pageSize, ...filters } = query;
  const search = (next: SurveyFilters): void => onSearch({ ...next, pageIndex: 1, pageSize });
  return (
    <FilterForm<SurveyFilters> label={t.filters} keyword={{ label: t.text, placeholder: t.textPlaceholder }} filters={filters} clean={clean} onSearch={search} onReset={() => search({})}>
      {(draft, change) => (
        <>
          <DivisionFilter divisionCode={user?.divisionCode ?? ''} level={user?.level ?? 'county'} value={draft.divisionCode} onChange={(divisionCode) => change({ divisionCode })} />
          <SelectField label={t.conclusion} value={draft.conclusion} placeholder={t.allConclusions} options={CONCLUSIONS} narrow onChange={(conclusion) => change({ conclusion })} />
          <label className="filing-list__field">
            <span>{t.startDate}</span>
            <DatePicker aria-label={t.startDate} value={draft.startDate} onChange={(value) => change({ startDate: dayOf(value) })} />
          </label>
          <label className="filing-list__field">
            <span>{t.endDate}</span>
            <DatePicker aria-label={t.endDate} value={draft.endDate} onChange={(value) => change({ endDate: dayOf(value) })} />
          </label>
        </>
      )}
    </FilterForm>
  );
}

const columns = [
  { title: t.columns.id, dataIndex: 'id', render: (_: unknown, row: SurveyRow) => <Link to={surveyUrl(row.id)} aria-label={t.openLabel(row.id)}>{row.id}</Link> },
  { title: t.columns.filing, dataIndex: 'filingName', render: (_: unknown, row: SurveyRow) => `${row.filingName}（${row.filingTypeLabel}）` },
  { title: t.columns.division, dataIndex: 'divisionName' },
  { title: t.columns.date, dataIndex: 'surveyDate' },
  { title: t.columns.surveyors, dataIndex: 'surveyorNames' },
  { title: t.columns.conclusion, dataIndex: 'conclusion', render: (_: unknown, row: SurveyRow) => <ConclusionTag conclusion={row.conclusion} /> },
  { title: t.columns.deadline, dataIndex: 'deadline', render: (_: unknown, row: SurveyRow) => row.deadline ?? '—' },
];

/** The list of surveys with its filters in the address. */
export function SurveyList({ query }: { readonly query: SurveyQuery }): ReactNode {
  const store = useService(SurveyListStore);
  const { page, loading, error } = useStore(store);
  const navigate = useNavigate();
  useEffect(() => void store.load(query), [store, query]);
  const go = (next: SurveyQuery): void => void navigate(surveyListUrl(next));

  return (
    <section className="survey" aria-labelledby="survey-heading">
      <div className="survey__head">
        <h1 id="survey-heading" className="survey__heading">
          {t.heading}
        </h1>
        <Button type="primary" theme="solid" onClick={() => void navigate(NEW_SURVEY_URL)}>
          {t.newSurvey}
        </Button>
      </div>
      <Filters key={surveyListUrl(query)} query={query} onSearch={go} />
      {error === undefined ? null : <ReloadBanner message={error} onReload={() => void store.reload()} />}
      <Table<SurveyRow>
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
