import type { MenuEntry } from '../domain/menu/menu';
import type { Department, Division, UserLevel } from '../domain/directory/directory';

export type { Department, Division, UserLevel } from '../domain/directory/directory';

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
type ProfileField = 'nickName' | 'email' | 'phone' | 'sex';

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
  /** Set by an administrator; absent on accounts never disabled. */
  disabled?: boolean;
  /** Counts administrative changes, so two administrators cannot overwrite each other (absent: 1). */
  version?: number;
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
