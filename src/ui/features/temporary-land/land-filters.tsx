import type { ReactNode } from 'react';
import type { LandFilters } from '../../../domain/temporary-land/land-types';
import { STATUS_ORDER, TEMPORARY_LAND_STATUS_LABELS } from '../../../domain/temporary-land/status';
import { DivisionFilter } from '../filing-lists/division-filter';
import { PeriodField, SelectField } from '../filing-lists/filter-fields';
import { FilterForm } from '../filing-lists/filter-form';
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
  return (
    <FilterForm<LandFilters> label={t.filters} keyword={{ label: t.text, placeholder: t.textPlaceholder }} filters={filters} clean={clean} onSearch={onSearch} onReset={() => onSearch({})}>
      {(draft, change) => (
        <>
          <DivisionFilter divisionCode={user.divisionCode} level={user.level} value={draft.divisionCode} onChange={(code) => change({ divisionCode: code })} />
          <SelectField label={t.status} value={draft.status} placeholder={t.statusPlaceholder} options={STATUSES} narrow onChange={(status) => change({ status })} />
          <PeriodField startDate={draft.startDate} endDate={draft.endDate} onChange={change} />
        </>
      )}
    </FilterForm>
  );
}
