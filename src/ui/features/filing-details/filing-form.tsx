import type { ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Switch from '@douyinfe/semi-ui-19/lib/es/switch';
import { AREA_UNIT_LABELS, FIELD_LABELS, type FilingTypeCode, type Polygon } from '../../../domain/filing/filing-types';
import type { FormValue, FormValues } from '../../../app/filing/filing-details-form';
import { BoundaryMap } from '../../kit/boundary-map/boundary-map';
import { FORM_LAYOUT, plainLabel, type FieldControl } from './filing-form-layout';

interface FormProps {
  typeCode: FilingTypeCode;
  values: FormValues;
  problems: Readonly<Record<string, readonly string[]>>;
  readOnly: boolean;
  onEdit: (field: string, value: FormValue) => void;
  onBlur: (field: string) => void;
}

const asText = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const HINTS: Partial<Record<FieldControl['kind'], string>> = { date: 'yyyy-MM-dd' };

function Control({ field, control, value, invalid, readOnly, onEdit, onBlur }: { field: string; control: FieldControl; value: FormValue | undefined; invalid: boolean; readOnly: boolean } & Pick<FormProps, 'onEdit' | 'onBlur'>): ReactNode {
  const id = `filing-field-${field}`;
  const common = { id, disabled: readOnly, validateStatus: invalid ? ('error' as const) : ('default' as const), 'aria-invalid': invalid, 'aria-describedby': invalid ? `${id}-error` : undefined };
  const blur = (): void => onBlur(field);
  switch (control.kind) {
    case 'text':
      return <Input {...common} value={asText(value)} onChange={(v) => onEdit(field, v)} onBlur={blur} />;
    case 'textarea':
      return <TextArea {...common} value={asText(value)} autosize={{ minRows: 2, maxRows: 6 }} onChange={(v) => onEdit(field, v)} onBlur={blur} />;
    case 'area':
      return (
        <Input
          {...common}
          value={asText(value)}
          inputMode="decimal"
          suffix={AREA_UNIT_LABELS[control.unit]}
          placeholder={control.unit === 'ha' ? '最多4位小数' : '最多2位小数'}
          onChange={(v) => onEdit(field, v)}
          onBlur={blur}
        />
      );
    case 'integer':
      return <Input {...common} value={asText(value)} inputMode="numeric" suffix={control.suffix} onChange={(v) => onEdit(field, v)} onBlur={blur} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          type="date"
          format="yyyy-MM-dd"
          placeholder={HINTS.date}
          value={asText(value) === '' ? undefined : asText(value)}
          onChange={(_date, text) => {
            onEdit(field, typeof text === 'string' ? text : '');
            onBlur(field);
          }}
          onBlur={blur}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          // Its id lands on a div, which a <label for> cannot name.
          aria-labelledby={`${id}-label`}
          value={asText(value)}
          optionList={Object.entries(control.options).map(([key, label]) => ({ value: key, label }))}
          onChange={(v) => {
            onEdit(field, String(v));
            onBlur(field);
          }}
          style={{ width: '100%' }}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          disabled={readOnly}
          checked={value === true}
          checkedText="是"
          uncheckedText="否"
          aria-label={FIELD_LABELS[field] ?? field}
          onChange={(checked) => {
            onEdit(field, checked);
            onBlur(field);
          }}
        />
      );
    case 'boundary':
      return (
        <BoundaryMap
          value={Array.isArray(value) ? (value as Polygon) : []}
          readOnly={readOnly}
          height={320}
          {...(readOnly
            ? {}
            : {
                onChange: (ring: Polygon) => {
                  onEdit(field, ring);
                  onBlur(field);
                },
              })}
        />
      );
  }
}

/** The filing form of one type: sections of labelled fields, each with its own Chinese messages under it. */
export function FilingForm({ typeCode, values, problems, readOnly, onEdit, onBlur }: FormProps): ReactNode {
  return (
    <div className="filing-form">
      {FORM_LAYOUT[typeCode].map((section) => (
        <fieldset key={section.title} className="filing-form__section">
          <legend className="filing-form__legend">{section.title}</legend>
          <div className={section.fields.some(([, c]) => c.kind === 'boundary') ? 'filing-form__grid filing-form__grid--wide' : 'filing-form__grid'}>
            {section.fields.map(([field, control]) => {
              const messages = problems[field] ?? [];
              const wide = control.kind === 'textarea' || control.kind === 'boundary';
              return (
                <div key={field} className={wide ? 'filing-form__field filing-form__field--wide' : 'filing-form__field'} data-field={field}>
                  {control.kind === 'boundary' ? null : (
                    <label id={`filing-field-${field}-label`} htmlFor={`filing-field-${field}`} className="filing-form__label">
                      {plainLabel(FIELD_LABELS[field] ?? field)}
                    </label>
                  )}
                  <Control field={field} control={control} value={values[field]} invalid={messages.length > 0} readOnly={readOnly} onEdit={onEdit} onBlur={onBlur} />
                  {messages.length === 0 ? null : (
                    <div id={`filing-field-${field}-error`} className="filing-form__error" role="alert">
                      {messages.map((m) => (
                        <div key={m}>{m}</div>
                      ))}
                    </div>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
