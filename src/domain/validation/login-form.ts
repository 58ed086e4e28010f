import {
  validateCaptcha,
  validateConfirmPassword,
  validateOldPassword,
  validatePassword,
  validateUsername,
  type FieldError,
} from './validators';

export interface LoginFields {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
}
export type LoginField = keyof LoginFields;
export type LoginErrors = Readonly<Partial<Record<LoginField, string>>>;

export function validateLoginField(field: LoginField, fields: LoginFields): FieldError {
  switch (field) {
    case 'username':
      return validateUsername(fields.username);
    case 'password':
      return validatePassword(fields.password, 'login');
    case 'captcha':
      return validateCaptcha(fields.captcha);
  }
}

/** Every problem of the form at once, keyed by field; empty when the form may be sent. */
export function validateLoginForm(fields: LoginFields): LoginErrors {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of ['username', 'password', 'captcha'] as const) {
    const error = validateLoginField(field, fields);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

export interface ChangePasswordFields {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly comfirPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordFields;
export type ChangePasswordErrors = Readonly<Partial<Record<ChangePasswordField, string>>>;

/** The change-password dialog's rules (SPEC section 5), one field at a time. */
export function validateChangePasswordField(field: ChangePasswordField, fields: ChangePasswordFields): FieldError {
  switch (field) {
    case 'oldPassword':
      return validateOldPassword(fields.oldPassword);
    case 'newPassword':
      return validatePassword(fields.newPassword, 'change');
    case 'comfirPassword':
      return validateConfirmPassword(fields.comfirPassword, fields.newPassword);
  }
}

/** Every problem of the change-password form at once, keyed by field; empty when it may be sent. */
export function validateChangePasswordForm(fields: ChangePasswordFields): ChangePasswordErrors {
  const errors: Partial<Record<ChangePasswordField, string>> = {};
  for (const field of ['oldPassword', 'newPassword', 'comfirPassword'] as const) {
    const error = validateChangePasswordField(field, fields);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}
