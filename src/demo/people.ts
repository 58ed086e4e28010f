import type { Department, DemoUser, UserLevel } from './demo-types';
import { findOffice } from './departments';
import { pick, randomInt, type Random } from './prng';
import { ROLE_KEYS } from './roles';

/** The two strings of src/ports/api/defaults.ts (domain cannot import ports; a unit test keeps them equal). */
export const UID_LINK_USERNAME = 'uid_link_gateway';
export const UID_LINK_PASSWORD = 'UidLink@2026!';

export const LEVEL_PASSWORDS: Readonly<Record<UserLevel, string>> = {
  admin: 'Admin@2026',
  province: 'Prov@2026',
  city: 'City@2026',
  county: 'County@2026',
};

const SURNAMES: readonly (readonly [string, string])[] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['黄', 'huang'],
  ['赵', 'zhao'], ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'], ['胡', 'hu'], ['朱', 'zhu'],
  ['郭', 'guo'], ['何', 'he'], ['罗', 'luo'], ['熊', 'xiong'], ['邓', 'deng'], ['曾', 'zeng'], ['万', 'wan'], ['彭', 'peng'],
];

const GIVEN_NAMES: readonly (readonly [string, string, '0' | '1'])[] = [
  ['建平', 'jianping', '0'], ['国强', 'guoqiang', '0'], ['志远', 'zhiyuan', '0'], ['文斌', 'wenbin', '0'],
  ['海涛', 'haitao', '0'], ['俊杰', 'junjie', '0'], ['晓东', 'xiaodong', '0'], ['德明', 'deming', '0'],
  ['丽萍', 'liping', '1'], ['晓燕', 'xiaoyan', '1'], ['秀英', 'xiuying', '1'], ['慧敏', 'huimin', '1'],
  ['婷', 'ting', '1'], ['静', 'jing', '1'], ['雪梅', 'xuemei', '1'], ['佳琪', 'jiaqi', '1'],
];

const EMAIL_DOMAIN = 'jxzrzy.gov.cn';

/** Where a person sits: division, office name, post title. */
interface Seat {
  readonly level: UserLevel;
  readonly divisionCode: string;
  readonly office: string;
  readonly post: string;
}

interface Fixed extends Seat {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly password: string;
  readonly sex: '0' | '1' | '2';
  readonly kind: 'staff' | 'service';
}

const ROLE_OF: Readonly<Record<UserLevel, string>> = {
  admin: ROLE_KEYS.admin,
  province: ROLE_KEYS.province,
  city: ROLE_KEYS.city,
  county: ROLE_KEYS.county,
};

/** The four README accounts and the uid link gateway, with fixed names so screenshots stay stable. */
const FIXED: readonly Fixed[] = [
  { userId: '10000', userName: UID_LINK_USERNAME, nickName: '链接登录服务', password: UID_LINK_PASSWORD, sex: '2', kind: 'service', level: 'admin', divisionCode: '360000', office: '信息中心', post: '服务账号' },
  { userId: '10001', userName: 'admin', nickName: '系统管理员', password: LEVEL_PASSWORDS.admin, sex: '0', kind: 'staff', level: 'admin', divisionCode: '360000', office: '信息中心', post: '系统管理员' },
  { userId: '10002', userName: 'province', nickName: '刘建华', password: LEVEL_PASSWORDS.province, sex: '0', kind: 'staff', level: 'province', divisionCode: '360000', office: '国土空间用途管制处', post: '一级主任科员' },
  { userId: '10003', userName: 'city', nickName: '王丽华', password: LEVEL_PASSWORDS.city, sex: '1', kind: 'staff', level: 'city', divisionCode: '360100', office: '国土空间用途管制科', post: '科长' },
  { userId: '10004', userName: 'county', nickName: '陈志强', password: LEVEL_PASSWORDS.county, sex: '0', kind: 'staff', level: 'county', divisionCode: '360121', office: '用途管制股', post: '股长' },
];

/**
 * Colleagues for later workflow tests: [first userId, seats]. 进贤县 gives the city a second
 * county; 修水县 is a county of another city (九江市), for checks that a scope stops at its city.
 */
const COLLEAGUES: readonly (readonly [number, readonly Seat[]])[] = [
  [10101, [
    { level: 'province', divisionCode: '360000', office: '国土空间用途管制处', post: '处长' },
    { level: 'province', divisionCode: '360000', office: '耕地保护监督处', post: '副处长' },
    { level: 'province', divisionCode: '360000', office: '执法局', post: '二级主任科员' },
    { level: 'province', divisionCode: '360000', office: '办公室', post: '科员' },
  ]],
  [10201, [
    { level: 'city', divisionCode: '360100', office: '国土空间用途管制科', post: '副科长' },
    { level: 'city', divisionCode: '360100', office: '耕地保护科', post: '科长' },
    { level: 'city', divisionCode: '360100', office: '执法监察支队', post: '科员' },
    { level: 'city', divisionCode: '360100', office: '办公室', post: '科员' },
  ]],
  [10301, [
    { level: 'county', divisionCode: '360121', office: '用途管制股', post: '科员' },
    { level: 'county', divisionCode: '360121', office: '耕地保护股', post: '股长' },
    { level: 'county', divisionCode: '360121', office: '执法监察大队', post: '科员' },
    { level: 'county', divisionCode: '360121', office: '办公室', post: '科员' },
  ]],
  [10311, [
    { level: 'county', divisionCode: '360124', office: '用途管制股', post: '股长' },
    { level: 'county', divisionCode: '360124', office: '耕地保护股', post: '科员' },
  ]],
  [10321, [{ level: 'county', divisionCode: '360424', office: '用途管制股', post: '股长' }]],
];

function phone(random: Random): string {
  let digits = `1${randomInt(random, 3, 8)}`;
  while (digits.length < 11) digits += String(randomInt(random, 0, 9));
  return digits;
}

function createTime(random: Random): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  return `2025-${two(randomInt(random, 1, 12))}-${two(randomInt(random, 1, 28))} ${two(randomInt(random, 8, 17))}:${two(randomInt(random, 0, 59))}:00`;
}

function toUser(random: Random, departments: readonly Department[], person: Fixed): DemoUser {
  return {
    userId: person.userId,
    userName: person.userName,
    nickName: person.nickName,
    password: person.password,
    level: person.level,
    kind: person.kind,
    deptId: findOffice(departments, person.divisionCode, person.office).deptId,
    divisionCode: person.divisionCode,
    roleKey: person.kind === 'service' ? ROLE_KEYS.uidLink : ROLE_OF[person.level],
    postName: person.post,
    phone: phone(random),
    email: `${person.userName}@${EMAIL_DOMAIN}`,
    sex: person.sex,
    createTime: createTime(random),
  };
}

/** Demo accounts first, then colleagues with plausible names drawn from the seeded generator. */
export function buildUsers(random: Random, departments: readonly Department[]): DemoUser[] {
  const users = FIXED.map((person) => toUser(random, departments, person));
  const taken = new Set(users.map((u) => u.userName));
  const takenNames = new Set(users.map((u) => u.nickName));
  const takenGiven = new Set<string>();
  for (const [firstId, seats] of COLLEAGUES) {
    seats.forEach((seat, index) => {
      let surname = pick(random, SURNAMES);
      let given = pick(random, GIVEN_NAMES);
      // Distinct given names as well, so colleagues are easy to tell apart in the handler lists.
      while (takenNames.has(surname[0] + given[0]) || takenGiven.has(given[0])) {
        surname = pick(random, SURNAMES);
        given = pick(random, GIVEN_NAMES);
      }
      takenNames.add(surname[0] + given[0]);
      takenGiven.add(given[0]);
      let userName = surname[1] + given[1];
      for (let n = 2; taken.has(userName); n += 1) userName = `${surname[1]}${given[1]}${n}`;
      taken.add(userName);
      const person: Fixed = {
        ...seat,
        userId: String(firstId + index),
        userName,
        nickName: surname[0] + given[0],
        password: LEVEL_PASSWORDS[seat.level],
        sex: given[2],
        kind: 'staff',
      };
      users.push(toUser(random, departments, person));
    });
  }
  return users;
}
