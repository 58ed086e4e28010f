import { isEmail, isPhone } from '../validation/validators';
import { EMAIL_MAX, NICKNAME_MAX, profileMessages as m } from './profile-failures';

/** The editable profile fields (SPEC section 7, PUT profile), as typed or as sent. */
export interface ProfileFields {
  readonly nickName: string;
  readonly email: string;
  readonly phone: string;
  readonly sex: string;
}
export type ProfileField = keyof ProfileFields;
export type ProfileErrors = Readonly<Partial<Record<ProfileField, string>>>;

const PROFILE_FIELDS: readonly ProfileField[] = ['nickName', 'email', 'phone', 'sex'];
const SEXES: readonly string[] = ['0', '1', '2'];

/** One field's rule; the page checks on blur and both backends refuse with the same text. */
export function validateProfileField(field: ProfileField, fields: ProfileFields): string | undefined {
  switch (field) {
    case 'nickName': {
      const nickName = fields.nickName.trim();
      if (nickName.length === 0) return m.nickNameRequired;
      return nickName.length > NICKNAME_MAX ? m.nickNameTooLong : undefined;
    }
    case 'email': {
      const email = fields.email.trim();
      return email.length > EMAIL_MAX || !isEmail(email) ? m.emailInvalid : undefined;
    }
    case 'phone':
      return isPhone(fields.phone.trim()) ? undefined : m.phoneInvalid;
    case 'sex':
      return SEXES.includes(fields.sex) ? undefined : m.sexInvalid;
  }
}

/** Every problem at once, keyed by field; empty when the profile may be saved. */
export function validateProfileForm(fields: ProfileFields): ProfileErrors {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const error = validateProfileField(field, fields);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** The first problem in field order, for a backend that answers one message per refusal. */
export const firstProfileProblem = (fields: ProfileFields): string | undefined =>
  PROFILE_FIELDS.map((field) => validateProfileField(field, fields)).find((error) => error !== undefined);

export const trimmedProfile = <T extends ProfileFields>(fields: T): T => ({
  ...fields,
  nickName: fields.nickName.trim(),
  email: fields.email.trim(),
  phone: fields.phone.trim(),
});

const FIELD_OF_MESSAGE: Readonly<Record<string, ProfileField>> = {
  [m.nickNameRequired]: 'nickName',
  [m.nickNameTooLong]: 'nickName',
  [m.emailInvalid]: 'email',
  [m.phoneInvalid]: 'phone',
  [m.sexInvalid]: 'sex',
};

/** The field a backend refusal names, so the page can show it under that field. */
export const fieldOfProfileMessage = (message: string): ProfileField | undefined =>
  Object.hasOwn(FIELD_OF_MESSAGE, message) ? FIELD_OF_MESSAGE[message] : undefined;
