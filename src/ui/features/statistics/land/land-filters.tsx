import { useId, type ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FILING_TYPE_CODES, FILING_TYPE_LABELS, type FilingTypeCode } from '../../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../../domain/filing/lifecycle';
import { landTexts as t } from './land-texts';

const typeOptions = FILING_TYPE_CODES.map((code) => ({ value: code, label: FILING_TYPE_LABELS[code] }));
const statusOptions = (Object.keys(FILING_STATUS_LABELS) as FilingStatus[]).map((status) => ({ value: status, label: FILING_STATUS_LABELS[status] }));

export interface TypeStatus {
  readonly keyTypeCode?: FilingTypeCode;
  readonly status?: FilingStatus;
}

/** 备案类型 and 备案状态, each cleared back to 全部. */
export function TypeStatusFields({ value, onChange }: { value: TypeStatus; onChange: (next: TypeStatus) => void }): ReactNode {
  const ids = { type: useId(), status: useId() };
  return (
    <>
      <div className="land-stats__field">
        <label id={ids.type}>{t.type}</label>
        <Select
          aria-labelledby={ids.type}
          className="land-stats__select"
          value={value.keyTypeCode}
          placeholder={t.typePlaceholder}
          optionList={typeOptions}
          showClear
          // onSelect and onClear, not onChange: a controlled Select reports onChange only after its close animation.
          onSelect={(selected) => onChange({ ...value, keyTypeCode: FILING_TYPE_CODES.find((code) => code === selected) })}
          onClear={() => onChange({ ...value, keyTypeCode: undefined })}
        />
      </div>
      <div className="land-stats__field">
        <label id={ids.status}>{t.status}</label>
        <Select
          aria-labelledby={ids.status}
          className="land-stats__select"
          value={value.status}
          placeholder={t.statusPlaceholder}
          optionList={statusOptions}
          showClear
          onSelect={(selected) => onChange({ ...value, status: statusOptions.find((option) => option.value === selected)?.value })}
          onClear={() => onChange({ ...value, status: undefined })}
        />
      </div>
    </>
  );
}

/** 批准日期: a whole period or none. */
export function PeriodField({ startDate, endDate, onChange }: { startDate?: string; endDate?: string; onChange: (period: { startDate?: string; endDate?: string }) => void }): ReactNode {
  const id = useId();
  return (
    <div className="land-stats__field">
      <label id={id}>{t.period}</label>
      <DatePicker
        aria-labelledby={id}
        type="dateRange"
        format="yyyy-MM-dd"
        className="land-stats__period"
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

/** A small choice among a few values, as buttons reachable with the arrow keys. */
export function ChoiceField<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (next: T) => void }): ReactNode {
  const id = useId();
  return (
    <div className="land-stats__field">
      <span id={id}>{label}</span>
      <RadioGroup type="button" aria-labelledby={id} value={value} onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
