import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import type { ProjectFilter } from '../../../../domain/statistics/project-stats';
import { DivisionFilter } from '../../filing-lists/division-filter';
import { projectStatsTexts as t } from './project-stats-texts';

interface Props {
  readonly filter: ProjectFilter;
  /** 超时统计 filters on neither keyword nor status. */
  readonly withTextAndStatus: boolean;
  readonly divisionCode: string;
  readonly level: string;
  readonly onSearch: (filter: ProjectFilter) => void;
}

const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];

const clean = (filter: ProjectFilter): ProjectFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as ProjectFilter;

/** The statistics filters: 关键字 and 状态 where they apply, 行政区, 备案类型, 批准日期. */
export function StatisticsFilters({ filter, withTextAndStatus, divisionCode, level, onSearch }: Props): ReactNode {
  const [draft, setDraft] = useState<ProjectFilter>(filter);
  const ids = { text: useId(), type: useId(), status: useId(), period: useId() };
  const change = (next: Partial<ProjectFilter>): void => setDraft((current) => ({ ...current, ...next }));
  return (
    <form
      className="stats-filters"
      aria-label={t.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(clean({ ...draft, text: draft.text?.trim() }));
      }}
    >
      {withTextAndStatus ? (
        <div className="stats-filters__field">
          <label htmlFor={ids.text}>{t.text}</label>
          <Input id={ids.text} value={draft.text ?? ''} placeholder={t.textPlaceholder} showClear onChange={(text) => change({ text })} />
        </div>
      ) : null}
      <DivisionFilter divisionCode={divisionCode} level={level} value={draft.divisionCode} onChange={(code) => change({ divisionCode: code })} />
      <div className="stats-filters__field">
        <label id={ids.type}>{t.keyTypeCode}</label>
        <Select
          aria-labelledby={ids.type}
          className="stats-filters__select"
          value={draft.keyTypeCode}
          placeholder={t.allTypes}
          optionList={FILING_TYPE_CODES.map((code) => ({ value: code, label: FILING_TYPE_LABELS[code] }))}
          showClear
          onSelect={(value) => change({ keyTypeCode: FILING_TYPE_CODES.find((code): code is FilingTypeCode => code === value) })}
          onClear={() => change({ keyTypeCode: undefined })}
        />
      </div>
      {withTextAndStatus ? (
        <div className="stats-filters__field">
          <label id={ids.status}>{t.status}</label>
          <Select
            aria-labelledby={ids.status}
            className="stats-filters__select"
            value={draft.status}
            placeholder={t.allStatuses}
            optionList={STATUSES.map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }))}
            showClear
            onSelect={(value) => change({ status: STATUSES.find((status) => status === value) })}
            onClear={() => change({ status: undefined })}
          />
        </div>
      ) : null}
      <div className="stats-filters__field">
        <label id={ids.period}>{t.period}</label>
        <DatePicker
          aria-labelledby={ids.period}
          type="dateRange"
          format="yyyy-MM-dd"
          value={draft.startDate !== undefined && draft.endDate !== undefined ? [draft.startDate, draft.endDate] : undefined}
          placeholder={[t.periodStart, t.periodEnd]}
          onChange={(_dates, texts) => {
            const [start, end] = Array.isArray(texts) ? texts : [];
            const complete = typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '';
            change(complete ? { startDate: start, endDate: end } : { startDate: undefined, endDate: undefined });
          }}
        />
      </div>
      <div className="stats-filters__actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
