import type { DemoData, StoredUser } from '../../demo/demo-data';

/**
 * A demo user as the memory backend keeps it: the same record as the mock server's db.json
 * (StoredUser), with the plaintext password in place of a hash. It is a ViewableUser, so getInfo,
 * the profile and the people tree come from src/demo/demo-views like the mock server's.
 */
export interface MemoryAccount extends StoredUser {
  password: string;
}

export function accountsOf(data: DemoData): Map<string, MemoryAccount> {
  const accounts = new Map<string, MemoryAccount>();
  for (const demo of data.users) {
    accounts.set(demo.userName, { ...demo, avatar: '', failedLogins: 0, lockedUntil: 0 });
  }
  return accounts;
}
