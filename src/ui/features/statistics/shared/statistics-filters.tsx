import { useId, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import { DivisionFilter } from '../../filing-lists/division-filter';
import { FilterActions, PeriodField, SelectField } from '../../filing-lists/filter-fields';
import { statisticsTexts as t } from './statistics-texts';

/** The values the shared fields edit; a page's query carries them beside its own. */
export interface StatisticsFilterValues {
  readonly text?: string;
  readonly divisionCode?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly status?: FilingStatus;
  readonly startDate?: string;
  readonly endDate?: string;
}

/** The fields a page may show beside 备案类型, which every statistics page filters on. */
export type StatisticsField = 'text' | 'division' | 'status' | 'period';

interface Props<F extends StatisticsFilterValues> {
  readonly filter: F;
  readonly fields: readonly StatisticsField[];
  /** The signed-in user's division and level: 行政区 offers the jurisdiction below it. */
  readonly user?: { readonly divisionCode: string; readonly level: string };
  /** What 重置 searches for: no filter, with the page's own defaults. */
  readonly blank: F;
  /** The page's own fields, edited in the same draft (耕地变化统计's 年份, 集体土地统计's 面积单位). */
  readonly extra?: (draft: F, change: (next: Partial<F>) => void) => ReactNode;
  readonly onSearch: (filter: F) => void;
}

const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];
const typeOptions = FILING_TYPE_CODES.map((code) => ({ value: code, label: FILING_TYPE_LABELS[code] }));
const statusOptions = STATUSES.map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }));

/** Drops what is empty, so the address holds only the filters set. */
function clean<F extends StatisticsFilterValues>(filter: F): F {
  const entries = Object.entries({ ...filter, text: filter.text?.trim() }).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as F;
}

/**
 * The filter bar of the statistics pages, in the lists' look: the chosen fields edit a draft that
 * 查询 hands to the page (which writes it to the address) and 重置 clears.
 */
export function StatisticsFilters<F extends StatisticsFilterValues>({ filter, fields, user, blank, extra, onSearch }: Props<F>): ReactNode {
  const [draft, setDraft] = useState<F>(filter);
  const textId = useId();
  const change = (next: Partial<F>): void => setDraft((current) => ({ ...current, ...next }));
  const set = (next: Partial<StatisticsFilterValues>): void => setDraft((current) => ({ ...current, ...next }));
  const shows = (field: StatisticsField): boolean => fields.includes(field);
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
      {shows('text') ? (
        <div className="filing-list__field filing-list__field--wide">
          <label htmlFor={textId}>{t.text}</label>
          <Input id={textId} value={draft.text ?? ''} placeholder={t.textPlaceholder} showClear onChange={(text) => set({ text })} />
        </div>
      ) : null}
      {shows('division') && user !== undefined ? (
        <DivisionFilter divisionCode={user.divisionCode} level={user.level} value={draft.divisionCode} onChange={(divisionCode) => set({ divisionCode })} />
      ) : null}
      {extra?.(draft, change)}
      <SelectField label={t.type} value={draft.keyTypeCode} placeholder={t.allTypes} options={typeOptions} onChange={(keyTypeCode) => set({ keyTypeCode })} />
      {shows('status') ? <SelectField label={t.status} value={draft.status} placeholder={t.allStatuses} options={statusOptions} narrow onChange={(status) => set({ status })} /> : null}
      {shows('period') ? <PeriodField startDate={draft.startDate} endDate={draft.endDate} onChange={set} /> : null}
      <FilterActions
        onReset={() => {
          setDraft(blank);
          onSearch(blank);
        }}
      />
    </form>
  );
}
