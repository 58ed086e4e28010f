import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { mayView } from '../../../src/domain/affair/boxes';
import { actorOf } from '../../../src/domain/affair/service/directory';
import { bookmarkMessages } from '../../../src/domain/favourites/bookmark-messages';
import { bookmarkTargets, checkBookmarkTarget, firstHolding, type BookmarkTargets, type TargetReach } from '../../../src/domain/favourites/bookmark-targets';
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
  const affairs = seedAffairBook(demo).affairs.map((stored) => stored.affair);
  const world = { notices, affairs, dir, today: '2026-11-20' };
  const staff = demo.users.filter((user) => user.kind === 'staff');

  it.each(['admin', 'province', 'city', 'county'])('%s: a notice by the notice scope, an affair by who may view it, unknown ids missing', (userName) => {
    const user = staff.find((u) => u.userName === userName);
    if (user === undefined) throw new Error(`no ${userName}`);
    const targets = bookmarkTargets(world, user.userId);
    const actor = actorOf(dir, user.userId);
    if (!actor.ok) throw new Error('no actor');
    for (const notice of notices) expect(targets[1]?.(notice.id)).toBe(mayRead(noticeReaderOf(user), notice, world.today) ? 'visible' : 'hidden');
    for (const affair of affairs) expect(targets[4]?.(affair.keyDigNumGather)).toBe(mayView(affair, actor.value) ? 'visible' : 'hidden');
    expect(targets[1]?.('probe-1')).toBe('missing');
    expect(targets[4]?.(affairs[0]?.keyNumGather ?? '')).toBe('missing');
    expect(targets[2]).toBeUndefined();
    expect(targets[3]).toBeUndefined();
  });

  it('lets the administrator reach every published notice and every affair, and a county user not all of them', () => {
    const admin = bookmarkTargets(world, staff.find((u) => u.userName === 'admin')?.userId ?? '');
    expect(notices.every((notice) => admin[1]?.(notice.id) === (notice.status === 'published' ? 'visible' : 'hidden'))).toBe(true);
    expect(affairs.every((affair) => admin[4]?.(affair.keyDigNumGather) === 'visible')).toBe(true);
    const county = bookmarkTargets(world, staff.find((u) => u.userName === 'county')?.userId ?? '');
    expect(notices.some((notice) => county[1]?.(notice.id) === 'hidden')).toBe(true);
    expect(affairs.some((affair) => county[4]?.(affair.keyDigNumGather) === 'hidden')).toBe(true);
  });

  it('reaches nothing for an unknown user', () => {
    const nobody = bookmarkTargets(world, 'no-such-user');
    expect(nobody[1]?.(notices[0]?.id ?? '')).toBe('hidden');
    expect(nobody[4]?.(affairs[0]?.keyDigNumGather ?? '')).toBe('hidden');
  });
});

describe('firstHolding', () => {
  test.prop([fc.array(reach, { maxLength: 4 })])('answers the first lookup that holds the id, missing when none does', (answers) => {
    const lookup = firstHolding(...answers.map((answer) => (): TargetReach => answer));
    expect(lookup('FW202600001')).toBe(answers.find((answer) => answer !== 'missing') ?? 'missing');
  });
});
