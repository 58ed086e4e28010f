import type { Department, Division, UserLevel } from '../directory/directory';

/** The role that may administer users and the system (src/demo's admin role uses this key). */
export const ADMIN_ROLE_KEY = 'admin';

/** Whether a signed-in user's roles (user info's roles, null until loaded) make them the administrator. */
export const isAdministrator = (roles: readonly string[] | null | undefined): boolean => roles?.includes(ADMIN_ROLE_KEY) === true;
/** Roles nobody can be given from the page: the uid link gateway is a service account. */
export const UNASSIGNABLE_ROLE_KEYS: readonly string[] = ['uid_link'];

/** An account name: a letter, then letters, digits or underscores. */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const ACCOUNT_MIN = 3;
export const ACCOUNT_MAX = 32;
export const NICK_NAME_MAX = 30;
export const SEARCH_TEXT_MAX = 50;
export const ADMIN_PAGE_INDEX_MAX = 100_000;

/**
 * A user as the administration rules read and write them: the fields of the stored user both
 * backends keep (src/demo's StoredUser), without any password. `disabled` and `version` are
 * absent on accounts written before administration existed (enabled, version 1).
 */
export interface ManagedUser {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly level: UserLevel;
  readonly kind: 'staff' | 'service';
  readonly deptId: string;
  readonly divisionCode: string;
  readonly roleKey: string;
  readonly postName: string;
  readonly phone: string;
  readonly email: string;
  readonly sex: '0' | '1' | '2';
  readonly createTime: string;
  readonly avatar: string;
  readonly failedLogins: number;
  readonly lockedUntil: number;
  readonly disabled?: boolean;
  readonly version?: number;
}

export interface RoleOption {
  readonly roleKey: string;
  readonly roleName: string;
}

/** One row of 用户管理's table. */
export interface AdminUserRow {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly deptId: string;
  readonly deptName: string;
  readonly phone: string;
  readonly roleKey: string;
  readonly roleName: string;
  readonly disabled: boolean;
  readonly locked: boolean;
  readonly createTime: string;
  readonly version: number;
}

export interface AdminUserQuery {
  /** The division whose users (and those of the divisions below it) are listed; absent: all. */
  readonly divisionCode?: string | undefined;
  /** Part of the name or the account. */
  readonly text?: string | undefined;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** What the create dialog sends; the password is the initial one the administrator chose. */
export interface UserDraft {
  readonly userName: string;
  readonly nickName: string;
  readonly divisionCode: string;
  readonly deptId: string;
  readonly phone: string;
  readonly roleKey: string;
  readonly password: string;
}

/** A change to one user, against the version the administrator saw. */
export interface UserTarget {
  readonly userId: string;
  readonly version: number;
}

/** What the create dialog chooses from. */
export interface AdminOptions {
  readonly divisions: readonly Division[];
  readonly departments: readonly Pick<Department, 'deptId' | 'deptName' | 'divisionCode' | 'kind'>[];
  readonly roles: readonly RoleOption[];
}

export const AUDIT_ACTIONS = ['createUser', 'disableUser', 'enableUser', 'unlockUser', 'resetPassword', 'assignRole', 'updateSystem'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its name, and its value before and after (text, never a secret). */
export interface AuditChange {
  readonly field: string;
  readonly from: string;
  readonly to: string;
}

/** Who did what to whom, and when. A password is never among the changes. */
export interface AuditEntry {
  readonly id: string;
  /** ISO 8601. */
  readonly at: string;
  readonly operatorId: string;
  readonly operatorName: string;
  readonly action: AuditAction;
  /** The user changed; empty for a change of the system parameters. */
  readonly targetUserId: string;
  readonly targetUserName: string;
  readonly changes: readonly AuditChange[];
}

export interface AuditBook {
  readonly entries: readonly AuditEntry[];
  readonly sequence: number;
}

export const emptyAuditBook: AuditBook = { entries: [], sequence: 0 };

export interface AuditQuery {
  /** yyyy-MM-dd, inclusive, in China time. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** Part of the operator's name or account. */
  readonly operator?: string | undefined;
  readonly action?: AuditAction | undefined;
  readonly pageIndex: number;
  readonly pageSize: number;
}
