import { peopleTreeOf, profileOf, userInfoOf } from '../../src/demo/demo-views';
import type { Profile, TreeOption, UserInfo } from '../../src/ports/api/user.dto';
import type { Db, DbUser } from '../db-types';

/** What the client may see of a user: never the hash, the failure counter or the lock. */
export const toUserInfo = (db: Readonly<Db>, user: DbUser): UserInfo => userInfoOf(db, user);

export const toProfile = (db: Readonly<Db>, user: DbUser): Profile => profileOf(db, user);

export const toPeopleTree = (db: Readonly<Db>): TreeOption[] => peopleTreeOf(db.departments, db.users);
