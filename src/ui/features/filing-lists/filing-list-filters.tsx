import type { ReactNode } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import type { FilingListFilters } from '../../../app/filing/filing-list.store';
import type { FilingListPage } from '../../../domain/filing/detail-links';
import { divisionLevel } from '../../../domain/filing/jurisdiction';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../domain/filing/lifecycle';
import { DivisionFilter } from './division-filter';
import { PeriodField, SelectField } from './filter-fields';
import { FilterForm } from './filter-form';
import { filingListTexts as t } from './filing-list-texts';

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

/** Only a province or a city has divisions below it, so only there may 仅本级 narrow the list. */
const hasChildren = (code: string): boolean => {
  const level = divisionLevel(code);
  return level === 'province' || level === 'city';
};

const clean = (filters: FilingListFilters): FilingListFilters => {
  const text = filters.text?.trim() ?? '';
  return {
    ...(filters.divisionCode === undefined || filters.divisionCode === ''
      ? {}
      : { divisionCode: filters.divisionCode, ...(filters.divisionOnly === true && hasChildren(filters.divisionCode) ? { divisionOnly: true as const } : {}) }),
    ...(filters.status === undefined ? {} : { status: filters.status }),
    ...(filters.startDate !== undefined && filters.endDate !== undefined ? { startDate: filters.startDate, endDate: filters.endDate } : {}),
    ...(text === '' ? {} : { text }),
    ...(filters.overdueOnly === true ? { overdueOnly: true } : {}),
    ...(filters.reviewOnly === true ? { reviewOnly: true } : {}),
  };
};

/** The filters of a list: 关键字, 行政区 (the user's jurisdiction), 状态 where meaningful, 批准日期, 只看超时 / 只看待我审核. */
export function FilingListFiltersForm({ list, filters, divisionCode, level, onSearch, onReset }: Props): ReactNode {
  const statuses = STATUS_CHOICES[list].map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }));
  const reviewer = list === 'reported' && (level === 'city' || level === 'province');
  const overdueMatters = list !== 'reported';

  return (
    <FilterForm<FilingListFilters> label={t.filters} keyword={{ label: t.text, placeholder: t.textPlaceholder }} filters={filters} clean={clean} onSearch={onSearch} onReset={onReset}>
      {(draft, change) => (
        <>
          <DivisionFilter divisionCode={divisionCode} level={level} value={draft.divisionCode} onChange={(code) => change({ divisionCode: code })} />
          {draft.divisionCode !== undefined && draft.divisionCode !== '' && hasChildren(draft.divisionCode) ? (
            <Checkbox checked={draft.divisionOnly === true} onChange={(event) => change({ divisionOnly: event.target.checked === true ? true : undefined })}>
              {t.divisionOnly}
            </Checkbox>
          ) : null}
          {statuses.length === 0 ? null : (
            <SelectField label={t.status} value={draft.status} placeholder={t.statusPlaceholder} options={statuses} narrow onChange={(status) => change({ status })} />
          )}
          <PeriodField startDate={draft.startDate} endDate={draft.endDate} onChange={change} />
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
        </>
      )}
    </FilterForm>
  );
}
