import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import type { FilingListFilters } from '../../../app/filing/filing-list.store';
import type { FilingListPage } from '../../../domain/filing/detail-links';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../domain/filing/lifecycle';
import { DivisionFilter } from './division-filter';
import { filingListTexts as t } from './filing-list-texts';
import './filing-list-filters.css';

/** The statuses a list can hold, where there is more than one to choose from. */
const STATUS_CHOICES: Readonly<Record<FilingListPage, readonly FilingStatus[]>> = {
  toBeReported: [],
  rollBack: [],
  reported: ['reported', 'filed'],
  query: ['draft', 'reported', 'filed', 'returned'],
};

interface Props {
  readonly list: FilingListPage;
  readonly filters: FilingListFilters;
  /** The user's division and level: a county has nothing below it to filter on; only reviewers have 待我审核. */
  readonly divisionCode: string;
  readonly level: string;
  readonly onSearch: (filters: FilingListFilters) => void;
  readonly onReset: () => void;
}

const clean = (filters: FilingListFilters): FilingListFilters => {
  const text = filters.text?.trim() ?? '';
  return {
    ...(filters.divisionCode === undefined || filters.divisionCode === '' ? {} : { divisionCode: filters.divisionCode }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.startDate !== undefined && filters.endDate !== undefined ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(text === '' ? {} : { text }),
    ...(filters.overdueOnly === true ? { overdueOnly: true } : {}),
    ...(filters.reviewOnly === true ? { reviewOnly: true } : {}),
  };
};

/** The filters of a list: 关键字, 行政区 (the user's jurisdiction), 状态 where meaningful, 批准日期, 只看超时 / 只看待我审核. */
export function FilingListFiltersForm({ list, filters, divisionCode, level, onSearch, onReset }: Props): ReactNode {
  const [draft, setDraft] = useState<FilingListFilters>(filters);
  const ids = { text: useId(), status: useId(), period: useId() };
  const statuses = STATUS_CHOICES[list].map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }));
  const change = (next: Partial<FilingListFilters>): void => setDraft((current) => ({ ...current, ...next }));
  const reviewer = list === 'reported' && (level === 'city' || level === 'province');
  const overdueMatters = list !== 'reported';

  return (
    <form
      className="filing-list__filters"
      aria-label={t.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(clean(draft));
      }}
    >
      <div className="filing-list__field filing-list__field--wide">
        <label htmlFor={ids.text}>{t.text}</label>
        <Input id={ids.text} prefix={<IconSearch aria-hidden />} value={draft.text ?? ''} placeholder={t.textPlaceholder} showClear onChange={(text) => change({ text })} />
      </div>
      <DivisionFilter divisionCode={divisionCode} level={level} value={draft.divisionCode} onChange={(code) => change({ divisionCode: code })} />
      {statuses.length === 0 ? null : (
        <div className="filing-list__field">
          <label id={ids.status}>{t.status}</label>
          <Select
            aria-labelledby={ids.status}
            className="filing-list__select filing-list__select--narrow"
            value={draft.status}
            placeholder={t.statusPlaceholder}
            optionList={statuses}
            showClear
            // onSelect and onClear, not onChange: a controlled Select reports onChange only after its close animation.
            onSelect={(value) => change({ status: STATUS_CHOICES[list].find((status) => status === value) })}
            onClear={() => change({ status: undefined })}
          />
        </div>
      )}
      <div className="filing-list__field">
        <label id={ids.period}>{t.period}</label>
        <DatePicker
          aria-labelledby={ids.period}
          type="dateRange"
          format="yyyy-MM-dd"
          className="filing-list__period"
          value={draft.startDate !== undefined && draft.endDate !== undefined ? [draft.startDate, draft.endDate] : undefined}
          placeholder={[t.periodStart, t.periodEnd]}
          onChange={(_dates, texts) => {
            const [start, end] = Array.isArray(texts) ? texts : [];
            const complete = typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '';
            change(complete ? { startDate: start, endDate: end } : { startDate: undefined, endDate: undefined });
          }}
        />
      </div>
      {overdueMatters ? (
        <Checkbox checked={draft.overdueOnly === true} onChange={(event) => change({ overdueOnly: event.target.checked === true })}>
          {t.overdueOnly}
        </Checkbox>
      ) : null}
      {reviewer ? (
        <Checkbox checked={draft.reviewOnly === true} onChange={(event) => change({ reviewOnly: event.target.checked === true })}>
          {t.reviewOnly}
        </Checkbox>
      ) : null}
      <div className="filing-list__actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
