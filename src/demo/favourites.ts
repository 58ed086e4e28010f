import type { Affair } from '../domain/affair/affair';
import type { Directory } from '../domain/directory/directory';
import { PROCESS_AFFAIR_KIND } from '../domain/favourites/bookmark-links';
import { bookmarkTargets, type TargetLookup } from '../domain/favourites/bookmark-targets';
import { DEFAULT_KEY_TYPE_CODE, type BookmarkShelf, type Favourite } from '../domain/favourites/bookmarks';
import type { FavouriteType } from '../domain/favourites/favourite-types';
import type { Notice } from '../domain/notice/notice-types';
import type { DemoUser } from './demo-types';
import { mulberry32, randomInt, type Random } from './prng';

interface Entry {
  readonly type: FavouriteType;
  readonly title: string;
  readonly keyTypeCode: string;
  /** The record it points at; absent for the made-up 公文 and 案件 below. */
  readonly bookmarkId?: string;
}

const officialDoc = (title: string): Entry => ({ type: 2, title, keyTypeCode: DEFAULT_KEY_TYPE_CODE });
const lawCase = (title: string): Entry => ({ type: 3, title, keyTypeCode: 'WFYD' });

/**
 * 公文 and 案件 people in a land-use bureau bookmark. They point at no record (their keyTypeCode
 * names no kind bookmark-links.ts opens), so 我的收藏 shows them as text.
 */
const TEXT_POOL: readonly Entry[] = [
  officialDoc('南昌县人民政府关于设施农业用地备案情况的报告'),
  officialDoc('关于报送2025年第三季度用地备案统计数据的函'),
  officialDoc('南昌市自然资源局关于临时用地复垦验收的请示'),
  officialDoc('关于印发《江西省设施农业用地监管办法》的通知'),
  officialDoc('关于调整乡村建设规划许可审批权限的批复'),
  lawCase('向塘镇某养殖场超范围占用耕地案'),
  lawCase('莲塘镇违法占地建设仓储用房案'),
  lawCase('黄马乡临时用地逾期未复垦案'),
  lawCase('三江镇设施农业用地改变用途案'),
];

const PREFIX: Readonly<Record<FavouriteType, string>> = { 1: 'TZ', 2: 'GW', 3: 'AJ', 4: 'SW' };
/** At most so many of each user's notices and affairs are candidates, so the mix stays that of a bureau. */
const NOTICES_PER_USER = 6;
const AFFAIRS_PER_USER = 5;
/** The seeded notices never expire, so any day after they were published reads them the same. */
const SEEDED_ON = '2026-01-15';

/** How many bookmarks the README accounts have; others get 5 to 12, and ZERO_USER none (the empty state). */
export const DEMO_FAVOURITE_COUNTS: Readonly<Record<string, number>> = { admin: 5, province: 7, city: 9, county: 12 };
export const EMPTY_FAVOURITES_USER = 'zhouhaitao';

/** The seeded records bookmarks point at: the notice board's notices and the affair book's affairs. */
export interface FavouriteRecords {
  readonly notices: readonly Notice[];
  readonly affairs: readonly Affair[];
  readonly dir: Directory;
}

const two = (n: number): string => String(n).padStart(2, '0');

function randomDate(random: Random): string {
  const year = randomInt(random, 2024, 2026);
  const month = randomInt(random, 1, year === 2026 ? 10 : 12);
  return `${year}-${two(month)}-${two(randomInt(random, 1, 28))} ${two(randomInt(random, 8, 18))}:${two(randomInt(random, 0, 59))}:${two(randomInt(random, 0, 59))}`;
}

const visibleTo = (lookup: TargetLookup | undefined, id: string, keyTypeCode: string): boolean => lookup?.(id, keyTypeCode) === 'visible';

/** The user's newest notices and first affairs by the backends' own rule, so each bookmark opens for them. */
function recordsOf(user: DemoUser, records: FavouriteRecords): Entry[] {
  const targets = bookmarkTargets({ ...records, today: SEEDED_ON }, user.userId);
  const notices = records.notices
    .filter((notice) => visibleTo(targets[1], notice.id, DEFAULT_KEY_TYPE_CODE))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id))
    .slice(0, NOTICES_PER_USER)
    .map((notice): Entry => ({ type: 1, title: notice.title, keyTypeCode: DEFAULT_KEY_TYPE_CODE, bookmarkId: notice.id }));
  const affairs = records.affairs
    .filter((affair) => visibleTo(targets[4], affair.keyDigNumGather, PROCESS_AFFAIR_KIND))
    .slice(0, AFFAIRS_PER_USER)
    .map((affair): Entry => ({ type: 4, title: affair.title, keyTypeCode: PROCESS_AFFAIR_KIND, bookmarkId: affair.keyDigNumGather }));
  return [...notices, ...affairs];
}

function shelfOf(user: DemoUser, seed: number, records: FavouriteRecords): BookmarkShelf {
  const random = mulberry32(seed + Number(user.userId));
  const count = user.userName === EMPTY_FAVOURITES_USER ? 0 : (DEMO_FAVOURITE_COUNTS[user.userName] ?? randomInt(random, 5, 12));
  // One entry per title (an affair may carry its notice's title, and a list of two alike reads as a mistake), then a seeded shuffle.
  const candidates = [...recordsOf(user, records), ...TEXT_POOL].filter((entry, index, all) => all.findIndex((other) => other.title === entry.title) === index);
  const order = candidates.map((entry) => ({ entry, key: random() }));
  order.sort((a, b) => a.key - b.key);
  const items = order.slice(0, count).map(({ entry }, index): Favourite => ({
    id: `${user.userId}-${index + 1}`,
    type: entry.type,
    title: entry.title,
    date: randomDate(random),
    bookmarkId: entry.bookmarkId ?? `${PREFIX[entry.type]}${user.divisionCode}${String(TEXT_POOL.indexOf(entry) + 1).padStart(4, '0')}`,
    keyTypeCode: entry.keyTypeCode,
  }));
  return { nextSeq: items.length + 1, items };
}

/** Every staff account's bookmarks, keyed by userId; deterministic for a seed and the records. */
export function buildDemoFavourites(users: readonly DemoUser[], seed: number, records: FavouriteRecords): Record<string, BookmarkShelf> {
  const shelves: Record<string, BookmarkShelf> = {};
  for (const user of users) if (user.kind === 'staff') shelves[user.userId] = shelfOf(user, seed, records);
  return shelves;
}
