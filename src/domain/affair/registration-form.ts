import { dayNumber } from '../filing/calendar-date';
import type { FormFieldDef } from './definition';

// The registration form's rules (事务登记): the page checks them on blur, the service before registering.

/** The affair title: required, at most this many characters. */
const TITLE_MAX_LENGTH = 100;
export const TITLE_FIELD = 'title';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Why the title is not acceptable, or undefined. */
export function titleError(value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0) return '请填写事务标题';
  if (text.length > TITLE_MAX_LENGTH) return `事务标题不能超过${TITLE_MAX_LENGTH}个字`;
  return undefined;
}

/** Why a registration field's value is not acceptable, or undefined. */
export function fieldError(field: FormFieldDef, value: string): string | undefined {
  const text = value.trim();
  if (text.length === 0) return field.required ? `请填写${field.label}` : undefined;
  if (field.maxLength !== undefined && text.length > field.maxLength) return `${field.label}不能超过${field.maxLength}个字`;
  if (field.kind === 'number' && !(NUMBER.test(text) && Number(text) > 0)) return `${field.label}必须是大于0的数字`;
  if (field.kind === 'date' && dayNumber(text) === undefined) return `${field.label}应为YYYY-MM-DD格式的日期`;
  return undefined;
}

/** Every error of the form by field name (the title under TITLE_FIELD); empty when it may be sent. */
export function formErrors(fields: readonly FormFieldDef[], title: string, values: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const ofTitle = titleError(title);
  if (ofTitle !== undefined) errors[TITLE_FIELD] = ofTitle;
  for (const field of fields) {
    const error = fieldError(field, values[field.name] ?? '');
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}
