// The demo accounts the browser tests sign in with, read from the same seed the mock server uses.
import { DEMO_ACCOUNTS, generateDemoData, type DemoUser } from '../../../src/demo/demo-data';

export interface Account {
  readonly userId: string;
  readonly username: string;
  readonly password: string;
  readonly nickName: string;
}

const users: readonly DemoUser[] = generateDemoData().users;

function account(match: (user: DemoUser) => boolean, label: string): Account {
  const user = users.find(match);
  if (user === undefined) throw new Error(`the demo data has no ${label}`);
  return { userId: user.userId, username: user.userName, password: user.password, nickName: user.nickName };
}

/** admin, province, city and county: the accounts the README lists. */
export const README_ACCOUNTS: readonly Account[] = DEMO_ACCOUNTS.map((demo) =>
  account((user) => user.userName === demo.username, `README account ${demo.username}`),
);

export const readmeAccount = (username: string): Account => account((user) => user.userName === username, `account ${username}`);

/**
 * Colleagues with a job of their own: the test files of a worker share one server, so the account
 * that collects wrong passwords (locked after 5) or gets a new password, and the one whose first
 * visit is asserted, are signed in by no other test.
 */
export const colleagues = {
  wrongPassword: account((user) => user.userId === '10302', 'colleague 10302'),
  changePassword: account((user) => user.userId === '10303', 'colleague 10303'),
  firstVisit: account((user) => user.userId === '10304', 'colleague 10304'),
  remoteLogin: account((user) => user.userId === '10202', 'colleague 10202'),
  /** 市级审查 colleague of 王丽华: receives the transferred affair. */
  affairTransferee: account((user) => user.userId === '10201', 'colleague 10201'),
  /** 用途管制股 colleague of 陈志强: shares the department's tasks (the concurrency test). */
  affairPeer: account((user) => user.userId === '10301', 'colleague 10301'),
} as const;
