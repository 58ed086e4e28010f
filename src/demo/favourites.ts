import { DEFAULT_KEY_TYPE_CODE, type BookmarkShelf, type Favourite } from '../domain/favourites/bookmarks';
import type { FavouriteType } from '../domain/favourites/favourite-types';
import type { DemoUser } from './demo-types';
import { mulberry32, randomInt, type Random } from './prng';

interface Entry {
  readonly type: FavouriteType;
  readonly title: string;
  readonly keyTypeCode: string;
}

const notice = (title: string): Entry => ({ type: 1, title, keyTypeCode: DEFAULT_KEY_TYPE_CODE });
const officialDoc = (title: string): Entry => ({ type: 2, title, keyTypeCode: DEFAULT_KEY_TYPE_CODE });
const lawCase = (title: string): Entry => ({ type: 3, title, keyTypeCode: 'WFYD' });
const affair = (title: string): Entry => ({ type: 4, title, keyTypeCode: 'SSNYYD' });

/** What people in a land-use bureau bookmark. */
const POOL: readonly Entry[] = [
  notice('关于开展2025年度设施农业用地备案核查工作的通知'),
  notice('关于进一步规范临时用地管理的通知'),
  notice('关于做好2024年度耕地保护目标责任考核工作的通知'),
  notice('关于启用设施农业用地备案系统新版本的公告'),
  notice('关于开展农村乱占耕地建房问题专项整治的通知'),
  notice('关于2026年第一季度备案数据质量检查情况的通报'),
  officialDoc('南昌县人民政府关于设施农业用地备案情况的报告'),
  officialDoc('关于报送2025年第三季度用地备案统计数据的函'),
  officialDoc('南昌市自然资源局关于临时用地复垦验收的请示'),
  officialDoc('关于印发《江西省设施农业用地监管办法》的通知'),
  officialDoc('关于调整乡村建设规划许可审批权限的批复'),
  lawCase('向塘镇某养殖场超范围占用耕地案'),
  lawCase('莲塘镇违法占地建设仓储用房案'),
  lawCase('黄马乡临时用地逾期未复垦案'),
  lawCase('三江镇设施农业用地改变用途案'),
  affair('南昌县2025年第12批设施农业用地备案审核'),
  affair('八一乡蔬菜大棚配套用房备案申请'),
  affair('塔城乡临时用地使用申请（道路施工）'),
  affair('冈上镇畜禽养殖设施用地备案变更'),
  affair('泾口乡水产养殖附属设施用地备案'),
];

const PREFIX: Readonly<Record<FavouriteType, string>> = { 1: 'TZ', 2: 'GW', 3: 'AJ', 4: 'SW' };

/** How many bookmarks the README accounts have; others get 5 to 12, and ZERO_USER none (the empty state). */
export const DEMO_FAVOURITE_COUNTS: Readonly<Record<string, number>> = { admin: 5, province: 7, city: 9, county: 12 };
export const EMPTY_FAVOURITES_USER = 'zhouhaitao';

const two = (n: number): string => String(n).padStart(2, '0');

function randomDate(random: Random): string {
  const year = randomInt(random, 2024, 2026);
  const month = randomInt(random, 1, year === 2026 ? 10 : 12);
  return `${year}-${two(month)}-${two(randomInt(random, 1, 28))} ${two(randomInt(random, 8, 18))}:${two(randomInt(random, 0, 59))}:${two(randomInt(random, 0, 59))}`;
}

function shelfOf(user: DemoUser, seed: number): BookmarkShelf {
  const random = mulberry32(seed + Number(user.userId));
  const count = user.userName === EMPTY_FAVOURITES_USER ? 0 : (DEMO_FAVOURITE_COUNTS[user.userName] ?? randomInt(random, 5, 12));
  // A seeded shuffle, so nobody bookmarks the same thing twice.
  const order = POOL.map((entry) => ({ entry, key: random() }));
  order.sort((a, b) => a.key - b.key);
  const items = order.slice(0, count).map(({ entry }, index): Favourite => ({
    id: `${user.userId}-${index + 1}`,
    type: entry.type,
    title: entry.title,
    date: randomDate(random),
    bookmarkId: `${PREFIX[entry.type]}${user.divisionCode}${String(POOL.indexOf(entry) + 1).padStart(4, '0')}`,
    keyTypeCode: entry.keyTypeCode,
  }));
  return { nextSeq: items.length + 1, items };
}

/** Every staff account's bookmarks, keyed by userId; deterministic for a seed. */
export function buildDemoFavourites(users: readonly DemoUser[], seed: number): Record<string, BookmarkShelf> {
  const shelves: Record<string, BookmarkShelf> = {};
  for (const user of users) if (user.kind === 'staff') shelves[user.userId] = shelfOf(user, seed);
  return shelves;
}
