import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { mayView } from '../../../src/domain/affair/boxes';
import { actorOf } from '../../../src/domain/affair/service/directory';
import { superviseDetail, supervisionReach } from '../../../src/domain/affair/service/supervise';
import { PROCESS_AFFAIR_KIND, SUPERVISION_KIND } from '../../../src/domain/favourites/bookmark-links';
import { bookmarkMessages } from '../../../src/domain/favourites/bookmark-messages';
import { bookmarkTargets, checkBookmarkTarget, firstHolding, type BookmarkTargets, type TargetReach } from '../../../src/domain/favourites/bookmark-targets';
import { DEFAULT_KEY_TYPE_CODE } from '../../../src/domain/favourites/bookmarks';
import { FAVOURITE_TYPES } from '../../../src/domain/favourites/favourite-types';
import { noticeReaderOf } from '../../../src/domain/notice/notice-rules';
import { mayRead } from '../../../src/domain/notice/notice-scope';

const reach = fc.constantFrom<TargetReach>('visible', 'hidden', 'missing');
const type = fc.constantFrom(...FAVOURITE_TYPES);

describe('checkBookmarkTarget', () => {
  test.prop([type, fc.string({ minLength: 1, maxLength: 64 }), fc.option(reach, { nil: undefined })])(
    'accepts exactly what the type lookup calls visible; any refusal is a 404 that does not tell missing from hidden',
    (favouriteType, bookmarkId, answer) => {
      const targets: BookmarkTargets = answer === undefined ? {} : { [favouriteType]: () => answer };
      const result = checkBookmarkTarget(targets, { type: favouriteType, bookmarkId });
      expect(result.ok).toBe(answer === 'visible');
      if (result.ok) expect(result.value).toEqual({ type: favouriteType, bookmarkId });
      else {
        expect(result.error.status).toBe(404);
        expect(result.error.message).toBe(answer === undefined ? bookmarkMessages.noRecords(favouriteType) : bookmarkMessages.unreachable(favouriteType));
      }
    },
  );

  it('names the type in Chinese', () => {
    expect(bookmarkMessages.unreachable(1)).toBe('该通知公告不存在或您无权查看，不能收藏');
    expect(bookmarkMessages.noRecords(3)).toBe('系统中还没有案件记录，该案件不存在，不能收藏');
  });
});

describe('bookmarkTargets on the seeded records', () => {
  const demo = generateDemoData();
  const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
  const notices = buildDemoNoticeBoard(demo.users, demo.seed).notices;
  const book = seedAffairBook(demo);
  const affairs = book.affairs.map((stored) => stored.affair);
  const world = { notices, affairs, dir, today: '2026-11-20' };
  const staff = demo.users.filter((user) => user.kind === 'staff');

  it.each(['admin', 'province', 'city', 'county'])('%s: a notice by the notice scope, an affair by who may view it, unknown ids missing', (userName) => {
    const user = staff.find((u) => u.userName === userName);
    if (user === undefined) throw new Error(`no ${userName}`);
    const targets = bookmarkTargets(world, user.userId);
    const actor = actorOf(dir, user.userId);
    if (!actor.ok) throw new Error('no actor');
    for (const notice of notices) expect(targets[1]?.(notice.id, DEFAULT_KEY_TYPE_CODE)).toBe(mayRead(noticeReaderOf(user), notice, world.today) ? 'visible' : 'hidden');
    for (const affair of affairs) expect(targets[4]?.(affair.keyDigNumGather, PROCESS_AFFAIR_KIND)).toBe(mayView(affair, actor.value) ? 'visible' : 'hidden');
    expect(targets[1]?.('probe-1', DEFAULT_KEY_TYPE_CODE)).toBe('missing');
    expect(targets[4]?.(affairs[0]?.keyNumGather ?? '', PROCESS_AFFAIR_KIND)).toBe('missing');
    expect(targets[2]).toBeUndefined();
    expect(targets[3]).toBeUndefined();
  });

  it('lets the administrator reach every published notice and every affair, and a county user not all of them', () => {
    const admin = bookmarkTargets(world, staff.find((u) => u.userName === 'admin')?.userId ?? '');
    expect(notices.every((notice) => admin[1]?.(notice.id, DEFAULT_KEY_TYPE_CODE) === (notice.status === 'published' ? 'visible' : 'hidden'))).toBe(true);
    expect(affairs.every((affair) => admin[4]?.(affair.keyDigNumGather, PROCESS_AFFAIR_KIND) === 'visible')).toBe(true);
    const county = bookmarkTargets(world, staff.find((u) => u.userName === 'county')?.userId ?? '');
    expect(notices.some((notice) => county[1]?.(notice.id, DEFAULT_KEY_TYPE_CODE) === 'hidden')).toBe(true);
    expect(affairs.some((affair) => county[4]?.(affair.keyDigNumGather, PROCESS_AFFAIR_KIND) === 'hidden')).toBe(true);
  });

  it('reaches nothing for an unknown user', () => {
    const nobody = bookmarkTargets(world, 'no-such-user');
    expect(nobody[1]?.(notices[0]?.id ?? '', DEFAULT_KEY_TYPE_CODE)).toBe('hidden');
    expect(nobody[4]?.(affairs[0]?.keyDigNumGather ?? '', PROCESS_AFFAIR_KIND)).toBe('hidden');
  });
});

describe('bookmarkTargets on the seeded supervisions (督办, bookmarked on 督办详情)', () => {
  const demo = generateDemoData();
  const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
  const book = seedAffairBook(demo);
  const affairs = book.affairs.map((stored) => stored.affair);
  const staff = demo.users.filter((user) => user.kind === 'staff');
  const worldOf = (userId: string) => ({
    notices: [],
    affairs,
    dir,
    today: '2026-11-20',
    supervisions: (id: string): TargetReach => supervisionReach(book.supervisions, dir, userId, id),
  });

  it('has seeded supervisions to judge', () => {
    expect(book.supervisions.length).toBeGreaterThan(0);
  });

  it.each(['admin', 'province', 'city', 'county'])('%s: a supervision id opens as 督办详情 opens it, for every keyTypeCode but the process one', (userName) => {
    const user = staff.find((u) => u.userName === userName);
    if (user === undefined) throw new Error(`no ${userName}`);
    const targets = bookmarkTargets(worldOf(user.userId), user.userId);
    for (const supervision of book.supervisions) {
      const opens = superviseDetail(book, dir, user.userId, supervision.id, '2026-11-20T00:00:00.000Z');
      const expected = opens.ok ? 'visible' : 'hidden';
      expect(targets[4]?.(supervision.id, SUPERVISION_KIND)).toBe(expected);
      expect(targets[4]?.(supervision.id, DEFAULT_KEY_TYPE_CODE)).toBe(expected);
      // Looked for among the affairs, a supervision id names none: 事务详情 could not open it.
      expect(targets[4]?.(supervision.id, PROCESS_AFFAIR_KIND)).toBe('missing');
    }
    // An affair's key opens no 督办详情, so a supervision bookmark of it is refused.
    for (const affair of affairs.slice(0, 20)) expect(targets[4]?.(affair.keyDigNumGather, SUPERVISION_KIND)).toBe('missing');
    expect(targets[4]?.('DB999999', SUPERVISION_KIND)).toBe('missing');
  });

  it('shows every supervision to the administrator and hides some from the county user', () => {
    const userIdOf = (name: string): string => staff.find((u) => u.userName === name)?.userId ?? '';
    const admin = bookmarkTargets(worldOf(userIdOf('admin')), userIdOf('admin'));
    expect(book.supervisions.every((s) => admin[4]?.(s.id, SUPERVISION_KIND) === 'visible')).toBe(true);
    const county = bookmarkTargets(worldOf(userIdOf('county')), userIdOf('county'));
    expect(book.supervisions.some((s) => county[4]?.(s.id, SUPERVISION_KIND) === 'hidden')).toBe(true);
  });

  it('reaches no supervision where the backend gives none', () => {
    const admin = staff.find((u) => u.userName === 'admin')?.userId ?? '';
    const targets = bookmarkTargets({ notices: [], affairs, dir, today: '2026-11-20' }, admin);
    expect(targets[4]?.(book.supervisions[0]?.id ?? '', SUPERVISION_KIND)).toBe('missing');
  });

  it('checks a 事务 bookmark by its keyTypeCode, a missing one counting as a supervision', () => {
    const admin = staff.find((u) => u.userName === 'admin')?.userId ?? '';
    const targets = bookmarkTargets(worldOf(admin), admin);
    const supervisionId = book.supervisions[0]?.id ?? '';
    expect(checkBookmarkTarget(targets, { type: 4, bookmarkId: supervisionId, keyTypeCode: SUPERVISION_KIND }).ok).toBe(true);
    expect(checkBookmarkTarget(targets, { type: 4, bookmarkId: supervisionId }).ok).toBe(true);
    expect(checkBookmarkTarget(targets, { type: 4, bookmarkId: supervisionId, keyTypeCode: PROCESS_AFFAIR_KIND }).ok).toBe(false);
    expect(checkBookmarkTarget(targets, { type: 4, bookmarkId: affairs[0]?.keyDigNumGather ?? '', keyTypeCode: PROCESS_AFFAIR_KIND }).ok).toBe(true);
    expect(checkBookmarkTarget(targets, { type: 4, bookmarkId: affairs[0]?.keyDigNumGather ?? '' }).ok).toBe(false);
  });
});

describe('firstHolding', () => {
  test.prop([fc.array(reach, { maxLength: 4 })])('answers the first lookup that holds the id, missing when none does', (answers) => {
    const lookup = firstHolding(...answers.map((answer) => (): TargetReach => answer));
    expect(lookup('FW202600001', DEFAULT_KEY_TYPE_CODE)).toBe(answers.find((answer) => answer !== 'missing') ?? 'missing');
  });
});
