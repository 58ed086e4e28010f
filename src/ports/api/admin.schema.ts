import { adminFieldLabels as l } from '../../domain/admin/admin-messages';
import { ADMIN_PAGE_INDEX_MAX, AUDIT_ACTIONS, SEARCH_TEXT_MAX, type AuditAction } from '../../domain/admin/admin-types';
import { PAGE_SIZES } from '../../domain/format/page-size';
import { fieldMessages } from '../../domain/validation/field-messages';
import { ENCRYPTED_CREDENTIAL_MAX } from '../../domain/validation/input-limits';
import { bodyOf, boolean, integer, literal, matching, optional, queryOf, refined, text } from './input-schema';

/** The inputs of administration's calls, for both backends; the rules (and messages per field) are src/domain/admin's. */

const ID_MAX = 20;
const VERSION_MAX = 1_000_000_000;
/** Generous beyond the rules' limits, so an over-long value gets the rule's own message at its field. */
const TEXT_SLACK = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pageSize = refined(integer({ min: 1, max: 50, label: l.pageSize }), (size) => (PAGE_SIZES as readonly number[]).includes(size), fieldMessages.invalidValue(l.pageSize));
const paging = { pageIndex: integer({ min: 1, max: ADMIN_PAGE_INDEX_MAX, label: l.pageIndex }), pageSize };
const target = { userId: text({ max: ID_MAX, min: 1, label: l.userId }), version: integer({ min: 1, max: VERSION_MAX, label: l.version }) };

export const adminUserListQuery = queryOf({
  divisionCode: optional(matching(/^\d{6}$/, { max: 6, label: l.divisionCode })),
  text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })),
  ...paging,
});

export const userDraftBody = bodyOf({
  userName: text({ max: TEXT_SLACK, label: l.userName }),
  nickName: text({ max: TEXT_SLACK, label: l.nickName }),
  divisionCode: text({ max: TEXT_SLACK, label: l.divisionCode }),
  deptId: text({ max: TEXT_SLACK, label: l.deptId }),
  phone: text({ max: TEXT_SLACK, label: l.phone }),
  roleKey: text({ max: TEXT_SLACK, label: l.roleKey }),
  password: text({ max: ENCRYPTED_CREDENTIAL_MAX, label: l.password }),
});

export const userStatusBody = bodyOf({ ...target, disabled: boolean(l.disabled) });
export const userTargetBody = bodyOf(target);
export const userPasswordBody = bodyOf({ ...target, password: text({ max: ENCRYPTED_CREDENTIAL_MAX, min: 1, label: l.newPassword }) });
export const userRoleBody = bodyOf({ ...target, roleKey: text({ max: TEXT_SLACK, min: 1, label: l.roleKey }) });

export const auditListQuery = queryOf({
  from: optional(matching(DATE, { max: 10, label: l.from })),
  to: optional(matching(DATE, { max: 10, label: l.to })),
  operator: optional(text({ max: SEARCH_TEXT_MAX, label: l.operator })),
  action: optional(literal<AuditAction>(AUDIT_ACTIONS, l.action)),
  ...paging,
});

export const systemSettingsBody = bodyOf({
  hostUnit: text({ max: TEXT_SLACK, label: l.hostUnit }),
  organisingUnit: text({ max: TEXT_SLACK, label: l.organisingUnit }),
  sessionMinutes: integer({ min: 0, max: 1_000_000, label: l.sessionMinutes }),
  // Any integer here; which ones are page sizes is the rule's, with its own message at the field.
  defaultPageSize: integer({ min: 0, max: 1_000, label: l.defaultPageSize }),
  version: integer({ min: 0, max: VERSION_MAX, label: l.version }),
});
