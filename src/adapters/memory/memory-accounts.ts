import type { DemoData, DemoUser } from '../../domain/demo/demo-data';
import type { Profile, SessionUser, UserInfo } from '../../ports/api/user.dto';

/** A demo user with the parts a session can change. */
export interface MemoryAccount {
  readonly demo: DemoUser;
  nickName: string;
  email: string;
  phone: string;
  sex: '0' | '1' | '2';
  avatar: string;
  password: string;
  failedLogins: number;
  /** Epoch ms; 0 when not locked. */
  lockedUntil: number;
}

export function accountsOf(data: DemoData): Map<string, MemoryAccount> {
  const accounts = new Map<string, MemoryAccount>();
  for (const demo of data.users) {
    accounts.set(demo.userName, {
      demo,
      nickName: demo.nickName,
      email: demo.email,
      phone: demo.phone,
      sex: demo.sex,
      avatar: '',
      password: demo.password,
      failedLogins: 0,
      lockedUntil: 0,
    });
  }
  return accounts;
}

/** The user as GET /getInfo shows it. */
export function sessionUserOf(data: DemoData, account: MemoryAccount): SessionUser {
  const { demo } = account;
  return {
    userId: demo.userId,
    userName: demo.userName,
    nickName: account.nickName,
    avatar: account.avatar,
    deptName: data.departments.find((d) => d.deptId === demo.deptId)?.deptName ?? '',
    divisionCode: demo.divisionCode,
    divisionName: data.divisions.find((d) => d.code === demo.divisionCode)?.name ?? '',
    level: demo.level,
    email: account.email,
    phone: account.phone,
  };
}

export function userInfoOf(data: DemoData, account: MemoryAccount): UserInfo {
  const role = data.roles.find((r) => r.roleKey === account.demo.roleKey);
  return { roles: [account.demo.roleKey], permissions: role?.permissions ?? [], user: sessionUserOf(data, account) };
}

export function profileOf(data: DemoData, account: MemoryAccount): Profile {
  const role = data.roles.find((r) => r.roleKey === account.demo.roleKey);
  return {
    user: { ...sessionUserOf(data, account), sex: account.sex, createTime: account.demo.createTime },
    roleGroup: role?.roleName ?? '',
    postGroup: account.demo.postName,
  };
}
