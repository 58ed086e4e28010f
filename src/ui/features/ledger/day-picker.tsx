import type { ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';

interface DayPickerProps {
  readonly label: string;
  /** yyyy-MM-dd, or '' for none. */
  readonly value: string;
  readonly onChange: (day: string) => void;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
  /** Show the name above the picker; otherwise it is only read out (the caller shows it). */
  readonly showLabel?: boolean;
}

/**
 * A calendar day picked from the panel or typed as yyyy-MM-dd (so the keyboard alone sets it).
 * No day is greyed out: Semi would drop a typed one silently, so a day out of range is taken
 * and the caller says why beside it. Semi names only its outer box; the label around names the input.
 */
export function DayPicker({ label, value, onChange, invalid = false, describedBy, showLabel = false }: DayPickerProps): ReactNode {
  return (
    <label className="manual-ledger__field">
      <span className={showLabel ? undefined : 'manual-ledger__sr'}>{label}</span>
      <DatePicker
        type="date"
        format="yyyy-MM-dd"
        inputReadOnly={false}
        insetInput={false}
        placeholder="yyyy-MM-dd"
        value={value === '' ? undefined : value}
        validateStatus={invalid ? 'error' : 'default'}
        {...(describedBy === undefined ? {} : { 'aria-describedby': describedBy })}
        onChange={(_date, text) => onChange(typeof text === 'string' ? text : '')}
      />
    </label>
  );
}
