import { useId, type ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import type { FormFieldDef } from '../../../ports/api/process.dto';
import { processRegisterTexts as t } from './process-register-texts';

/** What a field needs from the form: its value, its message, and where to report typing and leaving. */
interface FieldBinding {
  readonly value: string;
  readonly error?: string;
  readonly disabled: boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** A labelled row of the form with its message under the control (announced by screen readers). */
export function FieldRow({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required: boolean;
  error?: string;
  children: (ids: { controlId: string; messageId: string }) => ReactNode;
}): ReactNode {
  const controlId = useId();
  const messageId = useId();
  return (
    <div className={`register-field${error === undefined ? '' : ' register-field--error'}`}>
      <label htmlFor={controlId} className={required ? 'register-field__label register-field__label--required' : 'register-field__label'}>
        {label}
      </label>
      <div className="register-field__control">
        {children({ controlId, messageId })}
        <div id={messageId} className="register-field__message" role={error === undefined ? undefined : 'alert'}>
          {error ?? ''}
        </div>
      </div>
    </div>
  );
}

/** One registration field by kind: text, textarea, number (with its unit) or date. */
export function RegisterField({ field, binding }: { field: FormFieldDef; binding: FieldBinding }): ReactNode {
  const status = binding.error === undefined ? 'default' : 'error';
  return (
    <FieldRow label={field.label} required={field.required} error={binding.error}>
      {({ controlId, messageId }) => {
        const aria = {
          id: controlId,
          'aria-required': field.required,
          'aria-invalid': binding.error !== undefined,
          'aria-describedby': messageId,
        };
        if (field.kind === 'textarea') {
          return (
            <TextArea
              {...aria}
              value={binding.value}
              disabled={binding.disabled}
              placeholder={t.inputPlaceholder(field.label)}
              autosize={{ minRows: 3, maxRows: 8 }}
              {...(field.maxLength === undefined ? {} : { maxCount: field.maxLength })}
              validateStatus={status}
              onChange={binding.onChange}
              onBlur={binding.onBlur}
            />
          );
        }
        if (field.kind === 'date') {
          // Semi puts aria-required on its role-less outer div, where it is not allowed; the label marks it required.
          const { 'aria-required': _required, ...dateAria } = aria;
          return (
            <DatePicker
              inputReadOnly={false}
              type="date"
              format="yyyy-MM-dd"
              className="register-field__date"
              value={binding.value === '' ? undefined : binding.value}
              disabled={binding.disabled}
              placeholder={t.datePlaceholder}
              validateStatus={status}
              insetInput={false}
              aria-label={field.label}
              {...dateAria}
              onChange={(_date, text) => {
                binding.onChange(typeof text === 'string' ? text : '');
                binding.onBlur();
              }}
              onBlur={binding.onBlur}
            />
          );
        }
        return (
          <Input
            {...aria}
            value={binding.value}
            disabled={binding.disabled}
            placeholder={t.inputPlaceholder(field.label)}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            {...(field.unit === undefined ? {} : { suffix: field.unit })}
            validateStatus={status}
            onChange={binding.onChange}
            onBlur={binding.onBlur}
          />
        );
      }}
    </FieldRow>
  );
}
