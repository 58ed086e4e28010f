import { useId, type ReactNode } from 'react';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import { AREA_DISPLAY_UNIT_LABELS, AREA_DISPLAY_UNITS, type AreaDisplayUnit } from '../../../../domain/statistics/area-sum';
import { statisticsTexts as t } from './statistics-texts';
import './statistics-frame.css';

interface ChoiceProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (next: T) => void;
  /** Label beside the buttons (a toolbar) rather than above them (a filter field). */
  readonly inline?: boolean;
}

/** A small choice among a few values, as buttons reachable with the arrow keys. */
export function ChoiceField<T extends string>({ label, value, options, onChange, inline = false }: ChoiceProps<T>): ReactNode {
  const id = useId();
  return (
    <div className={inline ? 'stats-frame__choice' : 'filing-list__field'}>
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

const unitOptions = AREA_DISPLAY_UNITS.map((unit) => ({ value: unit, label: AREA_DISPLAY_UNIT_LABELS[unit] }));

/** 面积单位: 公顷 or 亩. */
export function AreaUnitChoice({ value, onChange, inline = false }: { readonly value: AreaDisplayUnit; readonly onChange: (unit: AreaDisplayUnit) => void; readonly inline?: boolean }): ReactNode {
  return <ChoiceField label={t.unit} value={value} options={unitOptions} onChange={onChange} inline={inline} />;
}
