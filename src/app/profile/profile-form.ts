import { EMAIL_MAX, NICKNAME_MAX, profileMessages } from '../../domain/session/profile-failures';
import { validateEmail, validatePhone, type FieldError } from '../../domain/validation/validators';
import type { Profile, ProfileUpdate } from '../../ports/api/user.dto';

/** The editable fields of the profile page, as the user types them. */
export type ProfileDraft = ProfileUpdate;
export type ProfileField = keyof ProfileDraft;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = ['nickName', 'email', 'phone', 'sex'];
const SEXES: readonly string[] = ['0', '1', '2'];

export const draftOf = (profile: Profile): ProfileDraft => ({
  nickName: profile.user.nickName,
  email: profile.user.email,
  phone: profile.user.phone,
  sex: profile.user.sex,
});

/** The field rules of SPEC section 5 with the server's limits, so a refusal is caught before sending. */
export function validateProfileField(field: ProfileField, draft: ProfileDraft): FieldError {
  switch (field) {
    case 'nickName': {
      const nickName = draft.nickName.trim();
      if (nickName.length === 0) return profileMessages.nickNameRequired;
      return nickName.length > NICKNAME_MAX ? profileMessages.nickNameTooLong : undefined;
    }
    case 'email': {
      const email = draft.email.trim();
      return email.length > EMAIL_MAX ? profileMessages.emailInvalid : validateEmail(email);
    }
    case 'phone':
      return validatePhone(draft.phone.trim());
    case 'sex':
      return SEXES.includes(draft.sex) ? undefined : profileMessages.sexInvalid;
  }
}

export function validateProfileForm(draft: ProfileDraft): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const error = validateProfileField(field, draft);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

export const trimmedDraft = (draft: ProfileDraft): ProfileUpdate => ({
  nickName: draft.nickName.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  sex: draft.sex,
});

/** The field a server refusal names, when its message is one of the field messages. */
export function fieldOfRefusal(message: string): ProfileField | undefined {
  if (message === profileMessages.nickNameRequired || message === profileMessages.nickNameTooLong) return 'nickName';
  if (message === profileMessages.emailInvalid) return 'email';
  if (message === profileMessages.phoneInvalid) return 'phone';
  if (message === profileMessages.sexInvalid) return 'sex';
  return undefined;
}
