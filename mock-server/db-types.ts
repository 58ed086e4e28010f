import type { Department, DemoVersionInfo, Division, Role, UserLevel } from '../src/domain/demo/demo-data';
import type { MenuEntry } from '../src/domain/menu/menu';
import { isPasswordHash } from './security/passwords';

/** Bumped when the shape changes; an older db.json is then reseeded instead of misread. */
export const DB_SCHEMA_VERSION = 1;

export interface DbUser {
  readonly userId: string;
  readonly userName: string;
  nickName: string;
  passwordHash: string;
  readonly level: UserLevel;
  readonly kind: 'staff' | 'service';
  readonly deptId: string;
  readonly divisionCode: string;
  readonly roleKey: string;
  readonly postName: string;
  phone: string;
  email: string;
  sex: '0' | '1' | '2';
  /** Public URL of the uploaded avatar, '' for none. */
  avatar: string;
  readonly createTime: string;
  /** Wrong passwords in a row; reset by a successful sign-in. */
  failedLogins: number;
  /** Epoch milliseconds; 0 when not locked. */
  lockedUntil: number;
}

/** Only a hash of the bearer token is kept, so a copied db.json opens no sessions. */
export interface DbToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly ip: string;
}

export interface Db {
  readonly schemaVersion: number;
  readonly seed: number;
  readonly divisions: readonly Division[];
  readonly departments: readonly Department[];
  readonly roles: readonly Role[];
  readonly menus: Readonly<Record<string, readonly MenuEntry[]>>;
  readonly version: DemoVersionInfo;
  users: DbUser[];
  tokens: DbToken[];
  /** First-visit counter per account (SPEC section 4, version dialog). */
  visits: Record<string, number>;
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** A cheap structural check of a loaded db.json; anything else is reseeded. */
export function isDb(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const db = value as Record<string, unknown>;
  return (
    db['schemaVersion'] === DB_SCHEMA_VERSION &&
    isArray(db['divisions']) &&
    isArray(db['departments']) &&
    isArray(db['roles']) &&
    typeof db['menus'] === 'object' &&
    db['menus'] !== null &&
    typeof db['version'] === 'object' &&
    isArray(db['tokens']) &&
    typeof db['visits'] === 'object' &&
    db['visits'] !== null &&
    isArray(db['users']) &&
    db['users'].every((user) => typeof user === 'object' && user !== null && isPasswordHash((user as Record<string, unknown>)['passwordHash']))
  );
}
