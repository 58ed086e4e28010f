import { peopleTreeOf, sessionUserOf, userInfoOf } from '../../src/domain/demo/demo-views';
import type { Profile, TreeOption, UserInfo } from '../../src/ports/api/user.dto';
import type { Db, DbUser } from '../db-types';

/** What the client may see of a user: never the hash, the failure counter or the lock. */
export const toUserInfo = (db: Readonly<Db>, user: DbUser): UserInfo => userInfoOf(db, user);

export function toProfile(db: Readonly<Db>, user: DbUser): Profile {
  const role = db.roles.find((r) => r.roleKey === user.roleKey);
  return {
    user: { ...sessionUserOf(db, user), sex: user.sex, createTime: user.createTime },
    roleGroup: role?.roleName ?? '',
    postGroup: user.postName,
  };
}

export const toPeopleTree = (db: Readonly<Db>): TreeOption[] => peopleTreeOf(db.departments, db.users);
