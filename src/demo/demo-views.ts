import type { PeopleTreeOption } from '../domain/directory/directory';
import type { SessionUser, UserInfo } from '../domain/session/session';
import type { Department, DemoData, UserLevel } from './demo-types';

/**
 * How a stored user is shown to the client. Shared by the mock server and the in-memory adapters
 * so both answer getInfo and treeselect identically (the contract tests run against both).
 */
interface ViewableUser {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly deptId: string;
  readonly divisionCode: string;
  readonly level: UserLevel;
  readonly kind: 'staff' | 'service';
  readonly roleKey: string;
  readonly email: string;
  readonly phone: string;
  /** '' when the user has not uploaded one. */
  readonly avatar: string;
}

type Lookup = Pick<DemoData, 'departments' | 'divisions'>;

function sessionUserOf(data: Lookup, user: ViewableUser): SessionUser {
  return {
    userId: user.userId,
    userName: user.userName,
    nickName: user.nickName,
    avatar: user.avatar,
    deptName: data.departments.find((d) => d.deptId === user.deptId)?.deptName ?? '',
    divisionCode: user.divisionCode,
    divisionName: data.divisions.find((d) => d.code === user.divisionCode)?.name ?? '',
    level: user.level,
    email: user.email,
    phone: user.phone,
  };
}

/** SPEC section 3, user info: the role key, its permission strings and the user. */
export function userInfoOf(data: Lookup & Pick<DemoData, 'roles'>, user: ViewableUser): UserInfo {
  const role = data.roles.find((r) => r.roleKey === user.roleKey);
  return { roles: [user.roleKey], permissions: role?.permissions ?? [], user: sessionUserOf(data, user) };
}

/** Structurally the Profile of src/ports/api (domain cannot import ports). */
interface ProfileView {
  readonly user: SessionUser & { readonly sex: '0' | '1' | '2'; readonly createTime: string };
  readonly roleGroup: string;
  readonly postGroup: string;
}

/** SPEC section 4, the profile page: the user with sex and creation time, the role's name and the post. */
export function profileOf(
  data: Lookup & Pick<DemoData, 'roles'>,
  user: ViewableUser & { readonly sex: '0' | '1' | '2'; readonly createTime: string; readonly postName: string },
): ProfileView {
  const role = data.roles.find((r) => r.roleKey === user.roleKey);
  return {
    user: { ...sessionUserOf(data, user), sex: user.sex, createTime: user.createTime },
    roleGroup: role?.roleName ?? '',
    postGroup: user.postName,
  };
}

/**
 * Departments with their people for the people selector. Bureaus are units (asUnit), offices
 * are departments, people carry type 'TbUser'. Branches without anybody are left out: the
 * selector only lets a leaf be picked, and an empty office would be a leaf that is not a person.
 */
export function peopleTreeOf(departments: readonly Department[], users: readonly ViewableUser[]): PeopleTreeOption[] {
  const children = new Map<string | undefined, Department[]>();
  for (const dept of departments) children.set(dept.parentId, [...(children.get(dept.parentId) ?? []), dept]);
  const staff = users.filter((u) => u.kind === 'staff');
  const build = (dept: Department): PeopleTreeOption | undefined => {
    const subDepartments = [...(children.get(dept.deptId) ?? [])]
      .sort((a, b) => a.orderNum - b.orderNum)
      .map(build)
      .filter((option): option is PeopleTreeOption => option !== undefined);
    const members = staff.filter((u) => u.deptId === dept.deptId).map((u) => ({ id: u.userId, label: u.nickName, type: 'TbUser' }));
    const all = [...subDepartments, ...members];
    if (all.length === 0) return undefined;
    return { id: dept.deptId, label: dept.deptName, ...(dept.kind === 'bureau' ? { asUnit: true } : {}), children: all };
  };
  return (children.get(undefined) ?? []).map(build).filter((option): option is PeopleTreeOption => option !== undefined);
}
