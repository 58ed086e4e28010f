import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import type { DistrictQuery } from '../../../../domain/statistics/district-types';
import { districtTexts as t } from './district-texts';

const ALL = 'all';
const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];
type Filters = Omit<DistrictQuery, 'divisionCode'>;

/** 备案类型 (with 全部类型), 状态 and the approval period; 统计 applies them to the address. */
export function DistrictFilters({ filters, onApply }: { filters: Filters; onApply: (filters: Filters) => void }): ReactNode {
  const [draft, setDraft] = useState<Filters>(filters);
  const ids = { type: useId(), status: useId(), period: useId() };
  const typeOptions = [{ value: ALL, label: t.allTypes }, ...FILING_TYPE_CODES.map((code) => ({ value: code, label: FILING_TYPE_LABELS[code] }))];
  const statusOptions = [{ value: ALL, label: t.allStatuses }, ...STATUSES.map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }))];
  return (
    <form
      className="district__filters"
      role="search"
      aria-label={t.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="district__field">
        <label id={ids.type}>{t.type}</label>
        <Select
          aria-labelledby={ids.type}
          className="district__select"
          value={draft.keyTypeCode ?? ALL}
          optionList={typeOptions}
          onSelect={(value) => {
            const { keyTypeCode: _old, ...rest } = draft;
            const code = FILING_TYPE_CODES.find((c) => c === value);
            setDraft(code === undefined ? rest : { ...rest, keyTypeCode: code });
          }}
        />
      </div>
      <div className="district__field">
        <label id={ids.status}>{t.status}</label>
        <Select
          aria-labelledby={ids.status}
          className="district__select"
          value={draft.status ?? ALL}
          optionList={statusOptions}
          onSelect={(value) => {
            const { status: _old, ...rest } = draft;
            const status = STATUSES.find((s) => s === value);
            setDraft(status === undefined ? rest : { ...rest, status });
          }}
        />
      </div>
      <div className="district__field">
        <label id={ids.period}>{t.period}</label>
        <DatePicker
          aria-labelledby={ids.period}
          type="dateRange"
          format="yyyy-MM-dd"
          className="district__period"
          value={draft.startDate !== undefined && draft.endDate !== undefined ? [draft.startDate, draft.endDate] : undefined}
          placeholder={[t.periodStart, t.periodEnd]}
          onChange={(_dates, texts) => {
            const [start, end] = Array.isArray(texts) ? texts : [];
            const { startDate: _s, endDate: _e, ...rest } = draft;
            const complete = typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '';
            setDraft(complete ? { ...rest, startDate: start, endDate: end } : rest);
          }}
        />
      </div>
      <div className="district__actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
