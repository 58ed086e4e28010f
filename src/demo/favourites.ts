import { CASE_BOOKMARK_KIND, caseBookmarkTitle, DOCUMENT_BOOKMARK_KINDS, PROCESS_AFFAIR_KIND } from '../domain/favourites/bookmark-links';
import { bookmarkTargets, type TargetLookup } from '../domain/favourites/bookmark-targets';
import { DEFAULT_KEY_TYPE_CODE, type BookmarkShelf, type Favourite } from '../domain/favourites/bookmarks';
import type { FavouriteType } from '../domain/favourites/favourite-types';
import { officeTargets, type OfficeRecords } from '../domain/favourites/office-targets';
import { CHINA_UTC_OFFSET_MINUTES, formatTimestamp, parseDisplayed } from '../domain/format/date';
import type { Notice } from '../domain/notice/notice-types';
import type { DemoUser } from './demo-types';
import { SEED_LAST_DAY } from './filings';
import { mulberry32, randomInt, type Random } from './prng';

interface Entry {
  readonly type: FavouriteType;
  readonly title: string;
  /** The kind of record of its type, as bookmarkPath opens it. */
  readonly keyTypeCode: string;
  readonly bookmarkId: string;
  /** Epoch ms when its record came to be: nobody bookmarks a record before it exists. */
  readonly since: number;
}

/** At most so many of each user's records of a kind are candidates, so the mix stays that of a bureau. */
const NOTICES_PER_USER = 6;
const AFFAIRS_PER_USER = 5;
const DOCUMENTS_PER_USER = 4;
const CASES_PER_USER = 4;
/** The seeded notices never expire, so any day after they were published reads them the same. */
const SEEDED_ON = '2026-01-15';

/** How many bookmarks the README accounts have; others get 5 to 12, and ZERO_USER none (the empty state). */
export const DEMO_FAVOURITE_COUNTS: Readonly<Record<string, number>> = { admin: 5, province: 7, city: 9, county: 12 };
export const EMPTY_FAVOURITES_USER = 'zhouhaitao';

/** The seeded records bookmarks point at: the notice board's notices, and the 收文, 发文, 案件 and affairs of the office. */
export interface FavouriteRecords extends OfficeRecords {
  readonly notices: readonly Notice[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The last moment of the seed's last day in China: no seeded bookmark lies in the demo's future. */
const SEED_END = Date.parse(`${SEED_LAST_DAY}T23:59:59+08:00`);
/** A notice's publishedAt is written in China time to the minute. */
const noticeMoment = (publishedAt: string): number => parseDisplayed(publishedAt, 'yyyy-MM-dd HH:mm', CHINA_UTC_OFFSET_MINUTES) ?? SEED_END;

/** A moment in office hours (08:00–18:59 China time) on a day from `since` to the seed's last day, never before `since`. */
function bookmarkedAt(random: Random, since: number): string {
  const from = Math.min(since, SEED_END);
  const day = Date.parse(`${formatTimestamp(from).slice(0, 10)}T00:00:00+08:00`) + randomInt(random, 0, Math.floor((SEED_END - from) / DAY_MS)) * DAY_MS;
  const moment = day + randomInt(random, 8 * HOUR_MS, 19 * HOUR_MS - 1000);
  return formatTimestamp(Math.min(SEED_END, Math.max(moment, from + randomInt(random, 60_000, 2 * HOUR_MS))));
}

const visibleTo = (lookup: TargetLookup | undefined, id: string, keyTypeCode: string): boolean => lookup?.(id, keyTypeCode) === 'visible';

const newestFirst = (a: { readonly createdAt: string; readonly id: string }, b: { readonly createdAt: string; readonly id: string }): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** 收文 and 发文 alike are 公文; keyTypeCode tells bookmarkPath which page opens the id. */
function documentsOf(records: FavouriteRecords, lookup: TargetLookup | undefined): Entry[] {
  const receipts = records.receipts.receipts.map((r) => ({ ...r, keyTypeCode: DOCUMENT_BOOKMARK_KINDS.receipt }));
  const posts = records.posts.posts.map((p) => ({ ...p, keyTypeCode: DOCUMENT_BOOKMARK_KINDS.post }));
  return [...receipts, ...posts]
    .filter((doc) => visibleTo(lookup, doc.id, doc.keyTypeCode))
    .sort(newestFirst)
    .slice(0, DOCUMENTS_PER_USER)
    .map((doc): Entry => ({ type: 2, title: doc.title, keyTypeCode: doc.keyTypeCode, bookmarkId: doc.id, since: Date.parse(doc.createdAt) }));
}

/** The user's newest records of each kind by the backends' own rule, so each bookmark opens for them. */
function recordsOf(user: DemoUser, records: FavouriteRecords): Entry[] {
  const affairList = records.affairs.affairs.map((stored) => stored.affair);
  const office = officeTargets(records, user.userId, `${SEEDED_ON}T00:00:00.000Z`);
  const targets = bookmarkTargets({ notices: records.notices, affairs: affairList, dir: records.dir, today: SEEDED_ON, ...office }, user.userId);
  const notices = records.notices
    .filter((notice) => visibleTo(targets[1], notice.id, DEFAULT_KEY_TYPE_CODE))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id))
    .slice(0, NOTICES_PER_USER)
    .map((notice): Entry => ({ type: 1, title: notice.title, keyTypeCode: DEFAULT_KEY_TYPE_CODE, bookmarkId: notice.id, since: noticeMoment(notice.publishedAt) }));
  const cases = records.cases.cases
    .filter((found) => visibleTo(targets[3], found.id, CASE_BOOKMARK_KIND))
    .sort(newestFirst)
    .slice(0, CASES_PER_USER)
    .map((found): Entry => ({ type: 3, title: caseBookmarkTitle(found), keyTypeCode: CASE_BOOKMARK_KIND, bookmarkId: found.id, since: Date.parse(found.createdAt) }));
  const affairs = affairList
    .filter((affair) => visibleTo(targets[4], affair.keyDigNumGather, PROCESS_AFFAIR_KIND))
    .slice(0, AFFAIRS_PER_USER)
    .map((affair): Entry => ({ type: 4, title: affair.title, keyTypeCode: PROCESS_AFFAIR_KIND, bookmarkId: affair.keyDigNumGather, since: Date.parse(affair.registeredAt) }));
  return [...notices, ...documentsOf(records, targets[2]), ...cases, ...affairs];
}

function shelfOf(user: DemoUser, seed: number, records: FavouriteRecords): BookmarkShelf {
  const random = mulberry32(seed + Number(user.userId));
  const count = user.userName === EMPTY_FAVOURITES_USER ? 0 : (DEMO_FAVOURITE_COUNTS[user.userName] ?? randomInt(random, 5, 12));
  // One entry per title (an affair may carry its notice's or receipt's title, and a list of two alike reads as a mistake), then a seeded shuffle.
  const candidates = recordsOf(user, records).filter((entry, index, all) => all.findIndex((other) => other.title === entry.title) === index);
  const order = candidates.map((entry) => ({ entry, key: random() }));
  order.sort((a, b) => a.key - b.key);
  const shuffled = order.map(({ entry }) => entry);
  // One of each type the user has records of comes first, so even a short shelf mixes the four.
  const firstOfType = shuffled.filter((entry, index) => shuffled.findIndex((other) => other.type === entry.type) === index);
  const chosen = [...firstOfType, ...shuffled.filter((entry) => !firstOfType.includes(entry))].slice(0, count);
  const items = chosen.map((entry, index): Favourite => ({
    id: `${user.userId}-${index + 1}`,
    type: entry.type,
    title: entry.title,
    date: bookmarkedAt(random, entry.since),
    bookmarkId: entry.bookmarkId,
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
