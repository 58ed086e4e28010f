import type { MenuEntry } from '../menu/menu';
import type { SessionUser } from '../session/session';

export type UserLevel = SessionUser['level'];
export type DivisionLevel = 'province' | 'city' | 'county';

/** An administrative division with its 6-digit code (GB/T 2260). */
export interface Division {
  readonly code: string;
  readonly name: string;
  readonly level: DivisionLevel;
  /** undefined for the province. */
  readonly parentCode: string | undefined;
}

/**
 * A bureau (厅 / 局, asUnit) or one of its offices (处室 / 科室 / 股室). Ids are derived from the
 * division code so they stay stable when the list grows.
 */
export interface Department {
  readonly deptId: string;
  readonly deptName: string;
  /** Bureau name plus office name, for places that show a department without its parent. */
  readonly fullName: string;
  readonly parentId: string | undefined;
  readonly divisionCode: string;
  readonly kind: 'bureau' | 'office';
  readonly orderNum: number;
}

export interface Role {
  readonly roleKey: string;
  readonly roleName: string;
  readonly permissions: readonly string[];
}

/**
 * A demo account. The password is the plaintext published in the README; the mock server hashes
 * it when it seeds its database and never stores it.
 */
export interface DemoUser {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly password: string;
  readonly level: UserLevel;
  /** A service account (the uid link gateway) can never open a session of its own. */
  readonly kind: 'staff' | 'service';
  readonly deptId: string;
  readonly divisionCode: string;
  readonly roleKey: string;
  readonly postName: string;
  readonly phone: string;
  readonly email: string;
  readonly sex: '0' | '1' | '2';
  readonly createTime: string;
}

/** What a user may change on the profile page (PUT profile). */
export type ProfileField = 'nickName' | 'email' | 'phone' | 'sex';

/**
 * A demo user as a backend keeps it, the mock server's db.json and the in-memory adapter alike:
 * the profile fields writable, an avatar and the lockout counters. The password is left out;
 * each backend keeps it its own way (a hash, the plaintext).
 */
export type StoredUser = Omit<DemoUser, ProfileField | 'password'> & {
  -readonly [K in ProfileField]: DemoUser[K];
} & {
  /** Public URL of the uploaded avatar, '' for none. */
  avatar: string;
  /** Wrong passwords in a row; reset by a successful sign-in. */
  failedLogins: number;
  /** Epoch milliseconds; 0 when not locked. */
  lockedUntil: number;
};

/** Structurally the VersionInfo of src/ports/api (domain cannot import ports). */
export interface DemoVersionInfo {
  readonly id: string;
  readonly name: string;
  readonly content: string;
  readonly version: string;
  readonly releaseTime: string;
}

export interface DemoData {
  readonly seed: number;
  readonly divisions: readonly Division[];
  readonly departments: readonly Department[];
  readonly roles: readonly Role[];
  /** The menu tree per role key, including the 系统管理 item the client drops. */
  readonly menus: Readonly<Record<string, readonly MenuEntry[]>>;
  readonly users: readonly DemoUser[];
  readonly version: DemoVersionInfo;
}

export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  readonly level: UserLevel;
  readonly description: string;
}
