import { CAPTCHA_TEXT_MAX } from './input-limits';
import { validationMessages as m } from './messages';

/** undefined means valid; otherwise the Chinese message to show next to the field. */
export type FieldError = string | undefined;

export const PASSWORD_MIN_LENGTH = 8;
/** Longest value any credential field accepts; keeps the server from hashing megabytes. */
export const CREDENTIAL_MAX_LENGTH = 64;

const PASSWORD_ALLOWED = /^[A-Za-z0-9!@#$%^&*/';.,]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SPECIAL = /[!@#$%^&*/';.,]/;

/** The strength rule of SPEC section 5, without choosing a message. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= CREDENTIAL_MAX_LENGTH &&
    PASSWORD_ALLOWED.test(value) &&
    HAS_LETTER.test(value) &&
    HAS_DIGIT.test(value) &&
    HAS_SPECIAL.test(value)
  );
}

type PasswordContext = 'login' | 'change';

export function validatePassword(value: string, context: PasswordContext): FieldError {
  if (value.length === 0) return m.passwordRequired;
  if (isStrongPassword(value)) return undefined;
  return context === 'login' ? m.passwordWeakLogin : m.passwordWeakChange;
}

export function validateConfirmPassword(confirm: string, newPassword: string): FieldError {
  if (confirm.length === 0) return m.passwordRequired;
  if (confirm !== newPassword) return m.confirmMismatch;
  return isStrongPassword(confirm) ? undefined : m.passwordWeakChange;
}

export function validateOldPassword(value: string): FieldError {
  if (value.length === 0) return m.oldPasswordRequired;
  return value.length > CREDENTIAL_MAX_LENGTH ? m.tooLong(CREDENTIAL_MAX_LENGTH) : undefined;
}

export function validateUsername(value: string): FieldError {
  if (value.trim().length === 0) return m.usernameRequired;
  return value.length > CREDENTIAL_MAX_LENGTH ? m.tooLong(CREDENTIAL_MAX_LENGTH) : undefined;
}

export function validateCaptcha(value: string): FieldError {
  if (value.trim().length === 0) return m.captchaRequired;
  return value.length > CAPTCHA_TEXT_MAX ? m.tooLong(CAPTCHA_TEXT_MAX) : undefined;
}

const PHONE = /^1[3-8][0-9]{9}$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const URL_PATTERN = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;

export const isPhone = (value: string): boolean => PHONE.test(value);
export const isEmail = (value: string): boolean => EMAIL.test(value);
export const isUrl = (value: string): boolean => URL_PATTERN.test(value);

export const validatePhone = (value: string): FieldError => (isPhone(value) ? undefined : m.phoneInvalid);
export const validateEmail = (value: string): FieldError => (isEmail(value) ? undefined : m.emailInvalid);
export const validateUrl = (value: string): FieldError => (isUrl(value) ? undefined : m.urlInvalid);
