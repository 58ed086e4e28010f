import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
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
import { DivisionFilter } from '../filing-lists/division-filter';
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

/** The filters as typed; 查询 puts them in the address. */
function Filters({ query, onSearch }: { readonly query: SurveyQuery; readonly onSearch: (next: SurveyQuery) => void }): ReactNode {
  const user = useStore(useService(SessionStore)).user;
  const [draft, setDraft] = useState(query);
  const base = { pageIndex: 1, pageSize: query.pageSize };
  return (
    <form
      className="survey__filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, ...base });
      }}
    >
      <DivisionFilter
        divisionCode={user?.divisionCode ?? ''}
        level={user?.level ?? 'county'}
        value={draft.divisionCode}
        onChange={(divisionCode) => setDraft(({ divisionCode: _old, ...rest }) => (divisionCode === undefined ? rest : { ...rest, divisionCode }))}
      />
      <label className="survey__field">
        <span>{t.conclusion}</span>
        <Select
          aria-label={t.conclusion}
          className="survey__select"
          value={draft.conclusion ?? ''}
          optionList={[{ value: '', label: t.allConclusions }, ...SURVEY_CONCLUSIONS.map((c) => ({ value: c, label: SURVEY_CONCLUSION_LABELS[c] }))]}
          onChange={(value) => setDraft(({ conclusion: _old, ...rest }) => (typeof value === 'string' && value !== '' ? { ...rest, conclusion: value as SurveyConclusion } : rest))}
        />
      </label>
      <label className="survey__field">
        <span>{t.startDate}</span>
        <DatePicker aria-label={t.startDate} value={draft.startDate} onChange={(value) => setDraft(({ startDate: _old, ...rest }) => ({ ...rest, ...(dayOf(value) === undefined ? {} : { startDate: dayOf(value) }) }))} />
      </label>
      <label className="survey__field">
        <span>{t.endDate}</span>
        <DatePicker aria-label={t.endDate} value={draft.endDate} onChange={(value) => setDraft(({ endDate: _old, ...rest }) => ({ ...rest, ...(dayOf(value) === undefined ? {} : { endDate: dayOf(value) }) }))} />
      </label>
      <label className="survey__field">
        <span>{t.text}</span>
        <Input aria-label={t.text} placeholder={t.textPlaceholder} value={draft.text ?? ''} onChange={(text) => setDraft(({ text: _old, ...rest }) => (text === '' ? rest : { ...rest, text }))} />
      </label>
      <Button htmlType="submit" type="primary" theme="solid">
        {t.search}
      </Button>
      <Button onClick={() => onSearch(base)}>{t.reset}</Button>
    </form>
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
      <Table<SurveyRow> rowKey="id" columns={columns} dataSource={page?.rows ?? []} loading={loading} pagination={false} empty={t.empty} />
      {page === undefined || page.total === 0 ? null : (
        <ListPager total={page.total} pageIndex={query.pageIndex} pageSize={query.pageSize} onPage={(pageIndex) => go({ ...query, pageIndex })} onResize={(pageSize) => go({ ...query, pageIndex: 1, pageSize })} />
      )}
    </section>
  );
}
