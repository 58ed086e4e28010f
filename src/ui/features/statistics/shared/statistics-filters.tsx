import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import { DivisionFilter } from '../../filing-lists/division-filter';
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
  const ids = { text: useId(), type: useId(), status: useId(), period: useId() };
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
          <label htmlFor={ids.text}>{t.text}</label>
          <Input id={ids.text} value={draft.text ?? ''} placeholder={t.textPlaceholder} showClear onChange={(text) => set({ text })} />
        </div>
      ) : null}
      {shows('division') && user !== undefined ? (
        <DivisionFilter divisionCode={user.divisionCode} level={user.level} value={draft.divisionCode} onChange={(divisionCode) => set({ divisionCode })} />
      ) : null}
      {extra?.(draft, change)}
      <div className="filing-list__field">
        <label id={ids.type}>{t.type}</label>
        <Select
          aria-labelledby={ids.type}
          className="filing-list__select"
          value={draft.keyTypeCode}
          placeholder={t.allTypes}
          optionList={typeOptions}
          showClear
          // onSelect and onClear, not onChange: a controlled Select reports onChange only after its close animation.
          onSelect={(value) => set({ keyTypeCode: FILING_TYPE_CODES.find((code) => code === value) })}
          onClear={() => set({ keyTypeCode: undefined })}
        />
      </div>
      {shows('status') ? (
        <div className="filing-list__field">
          <label id={ids.status}>{t.status}</label>
          <Select
            aria-labelledby={ids.status}
            className="filing-list__select filing-list__select--narrow"
            value={draft.status}
            placeholder={t.allStatuses}
            optionList={statusOptions}
            showClear
            onSelect={(value) => set({ status: STATUSES.find((status) => status === value) })}
            onClear={() => set({ status: undefined })}
          />
        </div>
      ) : null}
      {shows('period') ? (
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
              set(complete ? { startDate: start, endDate: end } : { startDate: undefined, endDate: undefined });
            }}
          />
        </div>
      ) : null}
      <div className="filing-list__actions">
        <Button theme="solid" type="primary" htmlType="submit">
          {t.search}
        </Button>
        <Button
          onClick={() => {
            setDraft(blank);
            onSearch(blank);
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
