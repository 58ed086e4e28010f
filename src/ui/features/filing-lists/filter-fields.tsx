import { useId, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { filingListTexts as t } from './filing-list-texts';
import './filing-list-filters.css';

interface SelectProps<T extends string> {
  readonly label: string;
  readonly value: T | undefined;
  /** What the empty choice reads: 全部状态, 全部类型. */
  readonly placeholder: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly narrow?: boolean;
  readonly onChange: (value: T | undefined) => void;
}

/** A labelled choice that clears back to 全部. */
export function SelectField<T extends string>({ label, value, placeholder, options, narrow = false, onChange }: SelectProps<T>): ReactNode {
  const id = useId();
  return (
    <div className="filing-list__field">
      <label id={id}>{label}</label>
      <Select
        aria-labelledby={id}
        className={narrow ? 'filing-list__select filing-list__select--narrow' : 'filing-list__select'}
        value={value}
        placeholder={placeholder}
        optionList={[...options]}
        showClear
        // onSelect and onClear, not onChange: a controlled Select reports onChange only after its close animation.
        onSelect={(selected) => onChange(options.find((option) => option.value === selected)?.value)}
        onClear={() => onChange(undefined)}
      />
    </div>
  );
}

interface Period {
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

/** 批准日期: a whole period or none. */
export function PeriodField({ startDate, endDate, onChange }: Period & { readonly onChange: (period: Period) => void }): ReactNode {
  const id = useId();
  return (
    <div className="filing-list__field">
      <label id={id}>{t.period}</label>
      <DatePicker
        aria-labelledby={id}
        type="dateRange"
        format="yyyy-MM-dd"
        className="filing-list__period"
        value={startDate !== undefined && endDate !== undefined ? [startDate, endDate] : undefined}
        placeholder={[t.periodStart, t.periodEnd]}
        onChange={(_dates, texts) => {
          const [start, end] = Array.isArray(texts) ? texts : [];
          const complete = typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '';
          onChange(complete ? { startDate: start, endDate: end } : { startDate: undefined, endDate: undefined });
        }}
      />
    </div>
  );
}

/** 查询 submits the form; 重置 is the caller's. */
export function FilterActions({ onReset }: { readonly onReset: () => void }): ReactNode {
  return (
    <div className="filing-list__actions">
      <Button theme="solid" type="primary" htmlType="submit">
        {t.search}
      </Button>
      <Button onClick={onReset}>{t.reset}</Button>
    </div>
  );
}
