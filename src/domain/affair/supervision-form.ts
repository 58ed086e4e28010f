import type { SuperviseCreate } from './wire';

/** The 新建督办 form's rules: the dialog checks them on blur, the service before creating. */
export type SuperviseField = keyof SuperviseCreate;

export const SUP_NAME_MAX = 50;
export const SUPERVISE_CONTENT_MAX = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const SUPERVISE_FIELDS: readonly SuperviseField[] = ['keyDigNumGather', 'supName', 'deadline', 'urgedUserId', 'content'];

/** Why one field is not acceptable, or undefined; `today` is YYYY-MM-DD in China time. */
export function superviseFieldError(field: SuperviseField, value: string, today: string): string | undefined {
  const text = value.trim();
  switch (field) {
    case 'keyDigNumGather':
      return text.length === 0 ? '请选择要督办的事务' : undefined;
    case 'supName':
      if (text.length === 0) return '请输入督办名称';
      return text.length > SUP_NAME_MAX ? `督办名称不能超过${SUP_NAME_MAX}个字` : undefined;
    case 'deadline':
      if (text.length === 0) return '请选择办理期限';
      if (!DAY.test(text)) return '办理期限格式不正确';
      return text < today ? '办理期限不能早于今天' : undefined;
    case 'urgedUserId':
      return text.length === 0 ? '请选择被督办人' : undefined;
    case 'content':
      if (text.length === 0) return '请输入督办内容';
      return text.length > SUPERVISE_CONTENT_MAX ? `督办内容不能超过${SUPERVISE_CONTENT_MAX}个字` : undefined;
  }
}

/** The fields of a supervision on a temporary land use: the land, not an affair, is its subject. */
export const LAND_SUPERVISE_FIELDS: readonly SuperviseField[] = SUPERVISE_FIELDS.filter((field) => field !== 'keyDigNumGather');

/** The first problem of the whole form, in field order, or undefined. */
export function superviseFormError(body: SuperviseCreate, today: string, fields: readonly SuperviseField[] = SUPERVISE_FIELDS): string | undefined {
  for (const field of fields) {
    const problem = superviseFieldError(field, body[field], today);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
