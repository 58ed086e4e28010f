import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seedArchiveBook } from '../../src/demo/archives';
import { generateDemoData } from '../../src/demo/demo-data';
import { loanRefusal } from '../../src/domain/archive/archive-loan-rules';
import { decideLoan, requestLoan, returnLoan } from '../../src/domain/archive/archive-loans';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import { scanOverdueLoans } from '../../src/domain/archive/archive-overdue';
import type { ArchiveBook, StoredLoan } from '../../src/domain/archive/archive-types';
import type { DetailNotice } from '../../src/domain/events/detail-events';
import { chinaToday, dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const NOW = Date.parse('2026-11-26T02:00:00.000Z');
const HOUR_MS = 3_600_000;
const SEED = seedArchiveBook(dir, NOW);
const BORROWER = '10004';
const KEEPER = '10304';
const TODAY = dayNumber(chinaToday(NOW) ?? '') ?? 0;
/** County records nobody holds, which the county's demo account may borrow. */
const FREE = SEED.records.filter((r) => r.divisionCode === '360121' && loanRefusal(r, SEED.loans, 'internal') === undefined);

const nickName = (userId: string): string => demo.users.find((u) => u.userId === userId)?.nickName ?? '';
const iso = (ms: number): string => new Date(ms).toISOString();
const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

/** Loans of the county's demo account asked now, due in 0 to 6 days; approved ones go out. */
function lend(plans: readonly { dueIn: number; approve: boolean }[]): ArchiveBook {
  let book = SEED;
  plans.forEach((plan, index) => {
    const record = FREE[index];
    if (record === undefined) return;
    const at = iso(NOW + index * 60_000);
    const asked = unwrap(requestLoan({ dir, userId: BORROWER, at, archives: book }, { archiveId: record.id, purpose: '查阅', dueDate: isoOfDay(TODAY + plan.dueIn) }));
    book = plan.approve ? unwrap(decideLoan({ dir, userId: KEEPER, at, archives: asked.archives }, asked.value.id, asked.value.version, true)).archives : asked.archives;
  });
  return book;
}

const step = fc.oneof(fc.record({ kind: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 60 }) }), fc.record({ kind: fc.constant('return' as const), which: fc.nat() }));
const plans = fc.array(fc.record({ dueIn: fc.integer({ min: 0, max: 6 }), approve: fc.boolean() }), { minLength: 1, maxLength: 4 });

/** The loans with the scan's mark taken off: what everything but the scan reads. */
const unmarked = (loans: readonly StoredLoan[]): StoredLoan[] => loans.map(({ overdueRemindedAt: _mark, ...loan }) => loan);

describe('借阅 overdue reminders (the scheduled scan)', () => {
  test('owe nothing for the seed, whose overdue loans were reminded when they fell due', () => {
    expect(SEED.loans.some((l) => l.state === 'lent' && l.overdueRemindedAt !== undefined)).toBe(true);
    const scan = scanOverdueLoans(SEED, dir, iso(NOW + HOUR_MS));
    expect(scan.notices).toEqual([]);
    expect(scan.archives).toBe(SEED);
  });

  test.prop([plans, fc.array(step, { maxLength: 12 })])('tell each borrower and keeper once per loan fallen overdue, whatever the ticks and returns', (planned, steps) => {
    let book = lend(planned);
    let now = NOW;
    const told: { notice: DetailNotice; loan: StoredLoan; at: number }[] = [];
    const tick = (): void => {
      const scan = scanOverdueLoans(book, dir, iso(now));
      for (const notice of scan.notices) {
        const loan = book.loans.find((l) => l.archiveId === (notice.event.type === 'archive' ? notice.event.moduleKey : '') && l.state === 'lent');
        if (loan === undefined) throw new Error('a reminder of no loan out');
        told.push({ notice, loan, at: now });
      }
      // The scan moves nothing but its marks, and a loan's version stays for the 归还 at the version read.
      expect(unmarked(scan.archives.loans)).toEqual(unmarked(book.loans));
      expect(scan.archives.records).toBe(book.records);
      // A restarted server reads the stored book: it owes nothing the scan just sent; nor does the next tick.
      const stored = JSON.parse(JSON.stringify(scan.archives)) as ArchiveBook;
      expect(scanOverdueLoans(stored, dir, iso(now)).notices).toEqual([]);
      expect(scanOverdueLoans(scan.archives, dir, iso(now)).archives).toBe(scan.archives);
      book = scan.archives;
      // Nor late: by the end of the tick every loan out past its due date (China day) was told.
      const today = dayNumber(chinaToday(now) ?? '') ?? 0;
      for (const loan of book.loans.filter((l) => l.state === 'lent' && today > (dayNumber(l.dueDate) ?? 0))) expect(loan.overdueRemindedAt).toBeDefined();
    };
    tick();
    for (const s of steps) {
      if (s.kind === 'tick') {
        now += s.hours * HOUR_MS;
        tick();
      } else {
        const out = book.loans.filter((l) => l.borrowerId === BORROWER && l.state === 'lent');
        const loan = out[s.which % Math.max(1, out.length)];
        if (loan !== undefined) book = unwrap(returnLoan({ dir, userId: BORROWER, at: iso(now), archives: book }, loan.id, loan.version)).archives;
      }
    }
    now += 40 * 24 * HOUR_MS;
    tick();

    const pairs = told.map(({ notice, loan }) => `${loan.id}→${notice.userId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { notice, loan, at } of told) {
      // Never early: only the day after the due date (China time), and only to whom the loan concerns.
      expect(dayNumber(chinaToday(at) ?? '') ?? 0).toBeGreaterThan(dayNumber(loan.dueDate) ?? 0);
      expect([loan.borrowerId, loan.approverId]).toContain(notice.userId);
      const record = book.records.find((r) => r.id === loan.archiveId);
      expect(notice.event).toEqual({
        type: 'archive',
        moduleKey: loan.archiveId,
        title: `${record?.archiveNo ?? ''} ${record?.title ?? ''}`,
        text: notice.userId === loan.borrowerId ? m.loanOverdue(loan.dueDate) : m.loanOverdueKeeper(nickName(loan.borrowerId), loan.dueDate),
      });
    }
    // Every loan still out after forty days was told, to both its borrower and its keeper.
    const mine = book.loans.filter((l) => !SEED.loans.some((s) => s.id === l.id));
    for (const loan of mine.filter((l) => l.state === 'lent')) expect(pairs.filter((p) => p.startsWith(`${loan.id}→`)).sort()).toEqual([`${loan.id}→${BORROWER}`, `${loan.id}→${KEEPER}`]);
    // Nobody is told of a loan that never went out or came back before its due date passed.
    const neverLate = mine.filter((l) => l.state !== 'lent' && !told.some((t) => t.loan.id === l.id));
    for (const loan of neverLate) expect(loan.overdueRemindedAt).toBeUndefined();
  });
});
