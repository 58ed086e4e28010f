import { useId, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import type { LandFilters } from '../../../domain/temporary-land/land-types';
import { STATUS_ORDER, TEMPORARY_LAND_STATUS_LABELS } from '../../../domain/temporary-land/status';
import { DivisionFilter } from '../filing-lists/division-filter';
import { FilterActions, PeriodField, SelectField } from '../filing-lists/filter-fields';
import { landTexts as t } from './land-texts';

const STATUSES = STATUS_ORDER.map((status) => ({ value: status, label: TEMPORARY_LAND_STATUS_LABELS[status] }));

interface Props {
  readonly filters: LandFilters;
  readonly user: { readonly divisionCode: string; readonly level: string };
  readonly onSearch: (filters: LandFilters) => void;
}

const clean = (filters: LandFilters): LandFilters => {
  const text = filters.text?.trim() ?? '';
  return {
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.divisionCode === undefined || filters.divisionCode === '' ? {} : { divisionCode: filters.divisionCode }),
    ...(filters.startDate !== undefined && filters.endDate !== undefined ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(text === '' ? {} : { text }),
  };
};

/** 关键字, 行政区 (the user's jurisdiction), 状态 and 批准日期, edited as a draft until 查询. */
export function LandFiltersForm({ filters, user, onSearch }: Props): ReactNode {
  const [draft, setDraft] = useState<LandFilters>(filters);
  const textId = useId();
  const change = (next: Partial<LandFilters>): void => setDraft((current) => ({ ...current, ...next }));
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
        <label htmlFor={textId}>{t.text}</label>
        <Input id={textId} prefix={<IconSearch aria-hidden />} value={draft.text ?? ''} placeholder={t.textPlaceholder} showClear onChange={(text) => change({ text })} />
      </div>
      <DivisionFilter divisionCode={user.divisionCode} level={user.level} value={draft.divisionCode} onChange={(code) => change({ divisionCode: code })} />
      <SelectField label={t.status} value={draft.status} placeholder={t.statusPlaceholder} options={STATUSES} narrow onChange={(status) => change({ status })} />
      <PeriodField startDate={draft.startDate} endDate={draft.endDate} onChange={change} />
      <FilterActions
        onReset={() => {
          setDraft({});
          onSearch({});
        }}
      />
    </form>
  );
}
