import type { Affair } from '../affair/affair';
import { mayView } from '../affair/boxes';
import { actorOf } from '../affair/service/directory';
import type { Directory } from '../affair/service/types';
import { noticeReaderOf } from '../notice/notice-rules';
import { mayRead } from '../notice/notice-scope';
import type { Notice } from '../notice/notice-types';
import { err, ok, type Result } from '../shared/result';
import { opensAsProcess } from './bookmark-links';
import { bookmarkMessages } from './bookmark-messages';
import { DEFAULT_KEY_TYPE_CODE, type BookmarkRef } from './bookmarks';

/** Whether one record is there for one user: seen, there but out of their reach, or not there. */
export type TargetReach = 'visible' | 'hidden' | 'missing';

/**
 * One type's records as seen by the signed-in user, looked up by the bookmarked id and the
 * keyTypeCode that says which kind of record of the type it is (a 事务 bookmark: affair or supervision).
 */
export type TargetLookup = (bookmarkId: string, keyTypeCode: string) => TargetReach;

/**
 * A lookup per bookmarkable type. A type without one has no records in this system yet: the
 * issue that brings those records adds its lookup here and nothing else changes.
 */
export interface BookmarkTargets {
  readonly 1?: TargetLookup;
  readonly 2?: TargetLookup;
  readonly 3?: TargetLookup;
  readonly 4?: TargetLookup;
}

/** One lookup over records of several kinds sharing a type (收文 and 发文 are both 公文): the first that holds the id answers. */
export const firstHolding =
  (...lookups: readonly TargetLookup[]): TargetLookup =>
  (id, keyTypeCode) =>
    lookups.map((lookup) => lookup(id, keyTypeCode)).find((reach) => reach !== 'missing') ?? 'missing';

/**
 * Always 404: answering 403 for a record out of reach would tell a probing user that the id
 * exists, which is what the notice details already avoid (NOTICE_NOT_FOUND).
 */
export interface BookmarkRefusal {
  readonly status: 404;
  readonly message: string;
}

/** A bookmark may only point at a record that exists and that the user may open, of the kind its keyTypeCode opens. */
export function checkBookmarkTarget<R extends BookmarkRef & { readonly keyTypeCode?: string }>(targets: BookmarkTargets, ref: R): Result<R, BookmarkRefusal> {
  const lookup = targets[ref.type];
  if (lookup === undefined) return err({ status: 404, message: bookmarkMessages.noRecords(ref.type) });
  return lookup(ref.bookmarkId, ref.keyTypeCode ?? DEFAULT_KEY_TYPE_CODE) === 'visible' ? ok(ref) : err({ status: 404, message: bookmarkMessages.unreachable(ref.type) });
}

/** The records a backend holds that bookmarks can point at, and who the people are. */
export interface BookmarkWorld {
  readonly notices: readonly Notice[];
  readonly affairs: readonly Affair[];
  readonly dir: Directory;
  /** yyyy-MM-dd in China: an expired notice is out of reach like one outside the scope. */
  readonly today: string;
  /** 公文 (收文 and 发文) by id, judged by their own services. */
  readonly documents?: TargetLookup;
  /** 案件 by id, judged by the case service. */
  readonly cases?: TargetLookup;
  /** 督办 by id, judged by the supervision service (who may open 督办详情); none when absent. */
  readonly supervisions?: (id: string) => TargetReach;
}

/**
 * 通知公告 by id within the notice scope; 事务 by keyDigNumGather (the details route's key) to those
 * who may view it when the keyTypeCode opens 事务详情, and otherwise 督办 by id, since that is what
 * 督办详情 opens (bookmark-links.ts).
 */
export function bookmarkTargets(world: BookmarkWorld, userId: string): BookmarkTargets {
  const user = world.dir.users.find((u) => u.userId === userId && u.kind === 'staff');
  const actor = actorOf(world.dir, userId);
  return {
    ...(world.documents === undefined ? {} : { 2: world.documents }),
    ...(world.cases === undefined ? {} : { 3: world.cases }),
    1: (id) => {
      const notice = world.notices.find((n) => n.id === id);
      if (notice === undefined) return 'missing';
      return user !== undefined && mayRead(noticeReaderOf(user), notice, world.today) ? 'visible' : 'hidden';
    },
    4: (id, keyTypeCode) => {
      if (!opensAsProcess(keyTypeCode)) return world.supervisions?.(id) ?? 'missing';
      const affair = world.affairs.find((a) => a.keyDigNumGather === id);
      if (affair === undefined) return 'missing';
      return actor.ok && mayView(affair, actor.value) ? 'visible' : 'hidden';
    },
  };
}
