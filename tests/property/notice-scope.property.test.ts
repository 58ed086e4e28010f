import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDivisions } from '../../src/demo/divisions';
import { noticePage } from '../../src/domain/notice/notice-rules';
import { covers, mayRead } from '../../src/domain/notice/notice-scope';
import type { Notice, NoticeBoard, NoticeReader } from '../../src/domain/notice/notice-types';

const divisions = buildDivisions();
const parentOf = new Map(divisions.map((d) => [d.code, d.parentCode]));
const arbCode = fc.constantFrom(...divisions.map((d) => d.code));

/** The division and every one above it, walked up the directory's tree. */
function selfAndAbove(code: string): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = code; current !== undefined; current = parentOf.get(current)) chain.push(current);
  return chain;
}

const arbDate = fc.integer({ min: 0, max: 400 }).map((day) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));
const arbMinute = fc.tuple(arbDate, fc.integer({ min: 0, max: 23 * 60 + 59 })).map(([date, m]) => `${date} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

const arbNotice = (id: string): fc.Arbitrary<Notice> =>
  fc.record({
    scopeCode: arbCode,
    divisionCode: fc.constantFrom('360000', '360100', '360400'),
    status: fc.constantFrom('draft' as const, 'published' as const, 'withdrawn' as const),
    pinned: fc.boolean(),
    expiresOn: fc.option(arbDate, { nil: undefined }),
    publishedAt: arbMinute,
    category: fc.constantFrom('notice' as const, 'announcement' as const, 'news' as const),
  }).map((fields) => ({
    id,
    title: `通知${id}`,
    body: '<p>正文</p>',
    publisherUnit: '单位',
    authorId: '1',
    authorName: '某人',
    updatedAt: fields.publishedAt,
    version: 1,
    attachments: [],
    ...fields,
  }));

const arbReader: fc.Arbitrary<NoticeReader> = fc.record({ userId: fc.constantFrom('u1', 'u2'), divisionCode: arbCode, privileged: fc.boolean() });

const arbBoard: fc.Arbitrary<NoticeBoard> = fc
  .integer({ min: 0, max: 30 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbNotice(`TZ${String(i + 1).padStart(4, '0')}`))))
  .chain((notices) =>
    fc.record({
      notices: fc.constant(notices),
      readBy: fc.record({ u1: fc.subarray(notices.map((n) => n.id)), u2: fc.subarray(notices.map((n) => n.id)) }),
    }),
  );

describe('notice scope', () => {
  it('a scope covers itself and what lies below it in the division tree, nothing else', () => {
    fc.assert(
      fc.property(arbCode, arbCode, (upper, lower) => {
        expect(covers(upper, lower)).toBe(selfAndAbove(lower).includes(upper));
      }),
    );
  });

  it('a reader sees a notice exactly when it is published, not expired and in their scope, their own division’s, or they are the admin', () => {
    fc.assert(
      fc.property(arbNotice('TZ0001'), arbReader, arbDate, (notice, reader, today) => {
        const inReach = reader.privileged || reader.divisionCode === notice.divisionCode || selfAndAbove(reader.divisionCode).includes(notice.scopeCode);
        const live = notice.status === 'published' && (notice.expiresOn === undefined || notice.expiresOn >= today);
        expect(mayRead(reader, notice, today)).toBe(live && inReach);
      }),
    );
  });

  it('lists pinned first, then newest, then by id; pages partition the list; unread counts the whole list', () => {
    fc.assert(
      fc.property(arbBoard, arbReader, arbDate, (board, reader, today) => {
        const all = noticePage(board, reader, { pageIndex: 1, pageSize: 50 }, today);
        if (!all.ok) throw new Error(all.error.message);
        const rows = all.value.rows;
        expect(all.value.total).toBe(board.notices.filter((n) => mayRead(reader, n, today)).length);
        for (let i = 1; i < rows.length; i += 1) {
          const [a, b] = [rows[i - 1], rows[i]];
          if (a === undefined || b === undefined) continue;
          const key = (row: typeof a): string => `${row.pinned ? 1 : 0}|${row.publishedAt}|${row.id}`;
          expect(key(a) > key(b)).toBe(true);
        }
        expect(all.value.unread).toBe(rows.filter((row) => !(board.readBy[reader.userId] ?? []).includes(row.id)).length);
        const first = noticePage(board, reader, { pageIndex: 1, pageSize: 15 }, today);
        const second = noticePage(board, reader, { pageIndex: 2, pageSize: 15 }, today);
        expect(first.ok && second.ok && [...first.value.rows, ...second.value.rows]).toEqual(rows.slice(0, 30));
      }),
    );
  });
});
