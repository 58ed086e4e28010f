import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterXSS } from 'xss';
import { generateDemoData } from '../../../src/demo/demo-data';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { noticeSanitiser } from '../../../src/domain/notice/notice-html';
import { NOTICE_BODY_MAX_BYTES, noticeMessages as m } from '../../../src/domain/notice/notice-messages';
import { noticeReceipts, readersInScope, remindTargets } from '../../../src/domain/notice/notice-receipts';
import { noticeUserOf, type NoticeUser } from '../../../src/domain/notice/notice-rules';
import type { NoticeBoard, NoticeInput } from '../../../src/domain/notice/notice-types';
import { createNotice, publishNotice, removeNotice, updateNotice, withdrawNotice, pinNotice, type NoticeDesk } from '../../../src/domain/notice/notice-writing';

const demo = generateDemoData();
const seed = buildDemoNoticeBoard(demo.users, demo.seed);
const desk: NoticeDesk = { dir: demo, nowMs: Date.parse('2026-11-20T10:00:00+08:00'), sanitise: noticeSanitiser(filterXSS) };
const user = (userId: string): NoticeUser => {
  const found = demo.users.find((u) => u.userId === userId);
  if (found === undefined) throw new Error(userId);
  return noticeUserOf(found, demo.roles);
};
const province = user('10002');
const city = user('10003');
const county = user('10004');
const input = (changes: Partial<NoticeInput> = {}): NoticeInput => ({ title: '标题', category: 'notice', body: '<p>正文</p>', scopeCode: '360100', pinned: false, ...changes });

function created(board: NoticeBoard, writer: NoticeUser, changes: Partial<NoticeInput> = {}) {
  const result = createNotice(board, writer, input(changes), desk);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('writing a notice', () => {
  it('creates a draft of the writer’s division with the next id, the bureau as publisher and the writer as author', () => {
    const { board, draft } = created(seed, city, { title: '  南昌市通知  ', scopeCode: '360124' });
    expect(draft).toMatchObject({ id: `TZ${String(seed.notices.length + 1).padStart(4, '0')}`, title: '南昌市通知', status: 'draft', version: 1, scopeName: '进贤县', authorName: '王丽华', updatedAt: '2026-11-20 10:00' });
    expect(draft.publisherUnit).toMatch(/^南昌市/);
    expect(board.notices.at(-1)?.divisionCode).toBe('360100');
  });

  it('lets a writer publish to their division or below only; a county may not write at all', () => {
    expect(createNotice(seed, province, input({ scopeCode: '360733' }), desk).ok).toBe(true);
    expect(createNotice(seed, city, input({ scopeCode: '360121' }), desk).ok).toBe(true);
    for (const scopeCode of ['360000', '360400', '360402']) {
      expect(createNotice(seed, city, input({ scopeCode }), desk)).toMatchObject({ ok: false, error: { status: 400, problems: [{ field: 'scopeCode', message: m.scopeOutside }] } });
    }
    expect(createNotice(seed, county, input({ scopeCode: '360121' }), desk)).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('checks title, body size, category and expiry with messages at the fields', () => {
    const refused = (changes: Partial<NoticeInput>) => {
      const result = createNotice(seed, province, input(changes), desk);
      return result.ok ? [] : (result.error.problems ?? []);
    };
    expect(refused({ title: '题'.repeat(100) })).toEqual([]);
    expect(refused({ title: '题'.repeat(101) })).toEqual([{ field: 'title', message: m.titleTooLong }]);
    expect(refused({ body: '<p><img src=x onerror=alert(1)></p>' })).toEqual([{ field: 'body', message: m.bodyRequired }]);
    // 3 bytes a character: just under and just over 200 KB of UTF-8.
    const fill = (bytes: number) => `<p>${'字'.repeat(Math.floor((bytes - 7) / 3))}</p>`;
    expect(refused({ body: fill(NOTICE_BODY_MAX_BYTES) })).toEqual([]);
    expect(refused({ body: fill(NOTICE_BODY_MAX_BYTES + 6) })).toEqual([{ field: 'body', message: m.bodyTooLarge }]);
    expect(refused({ category: 'memo' as NoticeInput['category'] })).toEqual([{ field: 'category', message: m.categoryInvalid }]);
    expect(refused({ scopeCode: '' })).toEqual([{ field: 'scopeCode', message: m.scopeRequired }]);
    expect(refused({ expiresOn: '2026-02-30' })).toEqual([{ field: 'expiresOn', message: m.expiresFormat }]);
    expect(refused({ expiresOn: '2026-11-19' })).toEqual([{ field: 'expiresOn', message: m.expiresPast }]);
    expect(refused({ expiresOn: '2026-11-20' })).toEqual([]);
  });

  it('moves draft → published → withdrawn → edited → published, bumping the version on every change and refusing stale ones', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('publish', 'withdraw', 'update', 'pin', 'stale'), { maxLength: 12 }), (steps) => {
        let { board, draft } = created(seed, province);
        for (const step of steps) {
          const version = step === 'stale' ? draft.version - 1 : draft.version;
          const result =
            step === 'publish' ? publishNotice(board, province, draft.id, version, desk)
            : step === 'withdraw' ? withdrawNotice(board, province, draft.id, version, desk)
            : step === 'pin' ? pinNotice(board, province, draft.id, !draft.pinned, version, desk)
            : updateNotice(board, province, draft.id, input({ title: '改' }), version, desk);
          const allowed =
            step === 'stale' ? false
            : step === 'publish' ? draft.status !== 'published'
            : step === 'withdraw' ? draft.status === 'published'
            : step === 'update' ? draft.status !== 'published'
            : true;
          expect(result.ok).toBe(allowed);
          if (!result.ok) {
            expect(result.error.status).toBe(409);
            continue;
          }
          expect(result.value.draft.version).toBe(draft.version + 1);
          ({ board, draft } = result.value);
        }
      }),
    );
  });

  it('deletes only drafts and withdrawn notices, with everyone’s read marks, and never reuses the id', () => {
    const published = seed.notices.find((n) => n.status === 'published' && n.divisionCode === '360000');
    expect(removeNotice(seed, province, published?.id ?? '', 1)).toMatchObject({ ok: false, error: { status: 409, message: m.removeState } });
    const withdrawn = seed.notices.find((n) => n.status === 'withdrawn');
    const removed = removeNotice(seed, province, withdrawn?.id ?? '', 1);
    if (!removed.ok) throw new Error(removed.error.message);
    expect(removed.value.notices.some((n) => n.id === withdrawn?.id)).toBe(false);
    expect(removeNotice(seed, city, published?.id ?? '', 1)).toMatchObject({ ok: false, error: { status: 404 } });
    const last = seed.notices.at(-1);
    const after = removeNotice(seed, province, last?.id ?? '', 1);
    if (!after.ok) throw new Error(after.error.message);
    expect(created(after.value, province).draft.id).toBe(`TZ${String(seed.notices.length + 1).padStart(4, '0')}`);
  });
});

describe('read receipts', () => {
  it('count the staff of the scope, without the admin and the service account, per unit in code order', () => {
    const scoped = readersInScope({ scopeCode: '360000' }, demo);
    expect(scoped.some((u) => u.roleKey === 'admin' || u.kind === 'service')).toBe(false);
    expect(scoped).toHaveLength(demo.users.filter((u) => u.kind === 'staff' && u.roleKey !== 'admin').length);
    const notice = seed.notices.find((n) => n.status === 'published' && n.scopeCode === '360000');
    const receipts = noticeReceipts(seed, province, notice?.id ?? '', demo);
    if (!receipts.ok) throw new Error(receipts.error.message);
    expect(receipts.value.units.map((u) => u.divisionCode)).toEqual(['360000', '360100', '360121', '360124']);
    expect(receipts.value.readCount + receipts.value.unreadCount).toBe(scoped.length);
    const reminded = remindTargets(seed, province, notice?.id ?? '', demo);
    expect(reminded.ok && reminded.value.userIds.length).toBe(receipts.value.unreadCount);
    const draft = seed.notices.find((n) => n.status === 'draft');
    expect(remindTargets(seed, province, draft?.id ?? '', demo)).toMatchObject({ ok: false, error: { status: 409 } });
    expect(noticeReceipts(seed, county, notice?.id ?? '', demo)).toMatchObject({ ok: false, error: { status: 403 } });
  });
});
