import { isStrongPassword, isPhone } from '../validation/validators';
import { validationMessages } from '../validation/messages';
import { adminMessages as m } from './admin-messages';
import type { AdminCall } from './admin-access';
import { ACCOUNT_MAX, ACCOUNT_MIN, ACCOUNT_PATTERN, NICK_NAME_MAX, UNASSIGNABLE_ROLE_KEYS, type UserDraft } from './admin-types';

export type DraftProblems = Partial<Record<keyof UserDraft, string>>;

/** The password rule of SPEC section 5 with the change dialog's message: an initial or reset password obeys it too. */
export const passwordProblem = (password: string): string | undefined =>
  password.length === 0 ? validationMessages.passwordRequired : isStrongPassword(password) ? undefined : validationMessages.passwordWeakChange;

export function accountProblem(userName: string): string | undefined {
  if (userName.length === 0) return m.accountRequired;
  return userName.length < ACCOUNT_MIN || userName.length > ACCOUNT_MAX || !ACCOUNT_PATTERN.test(userName) ? m.accountFormat : undefined;
}

export const isAssignableRole = (call: Pick<AdminCall, 'roles'>, roleKey: string): boolean =>
  !UNASSIGNABLE_ROLE_KEYS.includes(roleKey) && call.roles.some((role) => role.roleKey === roleKey);

/**
 * Every field of the create dialog at once, so the form can mark them all: the account (format,
 * then unique, case-insensitively so 'Zhang' cannot shadow 'zhang'), the name, a division and a
 * department inside it, the phone, an assignable role and the initial password.
 */
export function draftProblems(call: AdminCall, draft: UserDraft): DraftProblems {
  const problems: DraftProblems = {};
  const account = accountProblem(draft.userName);
  if (account !== undefined) problems.userName = account;
  else if (call.users.some((u) => u.userName.toLowerCase() === draft.userName.toLowerCase())) problems.userName = m.accountTaken;
  const nickName = draft.nickName.trim();
  if (nickName.length === 0) problems.nickName = m.nickNameRequired;
  else if (nickName.length > NICK_NAME_MAX) problems.nickName = m.nickNameTooLong;
  if (!call.divisions.some((d) => d.code === draft.divisionCode)) problems.divisionCode = m.divisionUnknown;
  if (!call.departments.some((d) => d.deptId === draft.deptId && d.divisionCode === draft.divisionCode)) problems.deptId = m.deptUnknown;
  if (!isPhone(draft.phone)) problems.phone = m.phoneInvalid;
  if (!isAssignableRole(call, draft.roleKey)) problems.roleKey = m.roleUnknown;
  const password = passwordProblem(draft.password);
  if (password !== undefined) problems.password = password;
  return problems;
}
