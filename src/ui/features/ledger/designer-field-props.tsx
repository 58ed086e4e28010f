import type { ReactNode } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { fieldTypeNames } from '../../../domain/ledger/ledger-form-messages';
import { dateRangeProblem } from '../../../domain/ledger/ledger-form-rules';
import { FIELD_LABEL_MAX, FIELD_TYPES, PRECISION_MAX, UNIT_MAX, type FieldType, type FormField } from '../../../domain/ledger/ledger-form-types';
import { DayPicker } from './day-picker';
import { manualTexts } from './manual-texts';

const t = manualTexts.designer;

const RANGE_PROBLEM = 'designer-range-problem';

export const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: fieldTypeNames[type] }));

/** A field of a new type keeps its key, label and required flag and takes the new type's defaults. */
export function retyped(field: FormField, type: FieldType): FormField {
  const base = { key: field.key, label: field.label, required: field.required, type };
  if (type === 'number') return { ...base, precision: 0 };
  if (type === 'single' || type === 'multiple') return { ...base, options: field.options ?? ['选项一', '选项二'] };
  return base;
}

const optional = (n: number): number | undefined => (Number.isFinite(n) ? n : undefined);

/** Drops a property when it is cleared, so the saved design does not carry it. */
function withValue<K extends keyof FormField>(field: FormField, key: K, value: FormField[K] | undefined): FormField {
  const next: Record<string, unknown> = { ...field };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next as unknown as FormField;
}

/** 字段属性: the chosen field's name, type, required flag and its type's own properties. */
export function DesignerFieldProps({ field, onChange, problem: served }: { readonly field: FormField; readonly onChange: (field: FormField) => void; readonly problem: string | undefined }): ReactNode {
  // The range is judged as it is picked, by the rule the save is judged by; its message stands under the pickers only.
  const range = field.type === 'date' ? dateRangeProblem(field) : undefined;
  const problem = served === range ? undefined : served;
  const described = problem === undefined ? {} : { 'aria-describedby': 'designer-field-problem', 'aria-invalid': true };
  return (
    <div className="designer__props">
      <label className="manual-ledger__field">
        <span>{t.label}</span>
        <Input aria-label={t.label} value={field.label} maxLength={FIELD_LABEL_MAX} onChange={(label) => onChange({ ...field, label })} {...described} />
      </label>
      <label className="manual-ledger__field">
        <span>{t.type}</span>
        <Select aria-label={t.type} value={field.type} optionList={typeOptions} onChange={(type) => onChange(retyped(field, type as FieldType))} />
      </label>
      <Checkbox checked={field.required} onChange={(event) => onChange({ ...field, required: event.target.checked === true })}>
        {t.required}
      </Checkbox>
      {field.type === 'number' ? (
        <>
          <label className="manual-ledger__field">
            <span>{t.unit}</span>
            <Input aria-label={t.unit} value={field.unit ?? ''} maxLength={UNIT_MAX} onChange={(unit) => onChange(withValue(field, 'unit', unit))} />
          </label>
          <label className="manual-ledger__field">
            <span>{t.precision}</span>
            <InputNumber aria-label={t.precision} value={field.precision ?? 0} min={0} max={PRECISION_MAX} precision={0} onNumberChange={(n) => onChange({ ...field, precision: Number.isFinite(n) ? n : 0 })} />
          </label>
          <label className="manual-ledger__field">
            <span>{t.min}</span>
            <InputNumber aria-label={t.min} value={field.min} onNumberChange={(n) => onChange(withValue(field, 'min', optional(n)))} onChange={(v) => v === '' && onChange(withValue(field, 'min', undefined))} />
          </label>
          <label className="manual-ledger__field">
            <span>{t.max}</span>
            <InputNumber aria-label={t.max} value={field.max} onNumberChange={(n) => onChange(withValue(field, 'max', optional(n)))} onChange={(v) => v === '' && onChange(withValue(field, 'max', undefined))} />
          </label>
        </>
      ) : null}
      {field.type === 'date' ? (
        <div className="designer__range" role="group" aria-label={t.dateRange}>
          <DayPicker showLabel label={t.earliest} value={field.earliest ?? ''} invalid={range !== undefined} describedBy={range === undefined ? undefined : RANGE_PROBLEM} onChange={(day) => onChange(withValue(field, 'earliest', day))} />
          <DayPicker showLabel label={t.latest} value={field.latest ?? ''} invalid={range !== undefined} describedBy={range === undefined ? undefined : RANGE_PROBLEM} onChange={(day) => onChange(withValue(field, 'latest', day))} />
          {range === undefined ? null : (
            <p id={RANGE_PROBLEM} className="manual-ledger__problem designer__range-problem" role="alert">
              {range}
            </p>
          )}
        </div>
      ) : null}
      {field.type === 'single' || field.type === 'multiple' ? (
        <label className="manual-ledger__field">
          <span>{t.options}</span>
          <TextArea aria-label={t.options} autosize value={(field.options ?? []).join('\n')} onChange={(text) => onChange({ ...field, options: text.split('\n') })} />
        </label>
      ) : null}
      {problem === undefined ? null : (
        <p id="designer-field-problem" className="manual-ledger__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
