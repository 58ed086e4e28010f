import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedArchiveBook } from '../../../src/demo/archives';
import { clearanceOf, daysLate, dueDateProblem, isOverdue, loanRefusal, mayRead } from '../../../src/domain/archive/archive-loan-rules';
import { decideLoan, requestLoan, returnLoan } from '../../../src/domain/archive/archive-loans';
import { archiveMessages as m } from '../../../src/domain/archive/archive-messages';
import { allocateItem, commitAllocation, seriesKey, type ArchiveSeries } from '../../../src/domain/archive/archive-number';
import { archiveDetail, registerArchive } from '../../../src/domain/archive/archive-records';
import { ORGANS, RETENTIONS, SECRECY_LEVELS, type ArchiveBook, type ArchiveSave, type StoredArchive, type StoredLoan } from '../../../src/domain/archive/archive-types';
import { dayNumber, isoOfDay } from '../../../src/domain/filing/calendar-date';

const EMPTY: ArchiveBook = { records: [], loans: [], catalogues: [], counters: {}, revision: 0, sequence: 0 };
const series = fc.record({
  fonds: fc.constantFrom('Z0000', 'Z0100', 'Z0121'),
  year: fc.integer({ min: 2015, max: 2026 }),
  retention: fc.constantFrom(...RETENTIONS),
  organ: fc.constantFrom(...ORGANS),
});

describe('档号 (DA/T 22-2015)', () => {
  it('numbers every series gaplessly from 0001, whatever the order of registrations', () => {
    fc.assert(
      fc.property(fc.array(series, { maxLength: 60 }), (all: ArchiveSeries[]) => {
        let book = EMPTY;
        const given = new Map<string, number[]>();
        for (const s of all) {
          const allocation = allocateItem(book.counters, s);
          const committed = commitAllocation(book, book.revision, allocation);
          expect(committed.ok).toBe(true);
          if (committed.ok) book = committed.value;
          expect(allocation.archiveNo).toBe(`${seriesKey(s)}-${String(allocation.itemNo).padStart(4, '0')}`);
          given.set(seriesKey(s), [...(given.get(seriesKey(s)) ?? []), allocation.itemNo]);
        }
        for (const numbers of given.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }),
    );
  });

  it('refuses an allocation made from a revision someone else has numbered since', () => {
    fc.assert(
      fc.property(series, series, (a, b) => {
        const first = allocateItem(EMPTY.counters, a);
        const second = allocateItem(EMPTY.counters, b);
        const committed = commitAllocation(EMPTY, 0, first);
        expect(committed.ok).toBe(true);
        if (committed.ok) expect(commitAllocation(committed.value, 0, second).ok).toBe(false);
      }),
    );
  });

  it('has the five parts with the 保管期限 codes Y, D30 and D10', () => {
    expect(allocateItem({}, { fonds: 'Z0121', year: 2025, retention: 'years30', organ: 'BGS' }).archiveNo).toBe('Z0121-2025-D30-BGS-0001');
    expect(allocateItem({ 'Z0121-2025-Y-BGS': 7 }, { fonds: 'Z0121', year: 2025, retention: 'permanent', organ: 'BGS' }).archiveNo).toBe('Z0121-2025-Y-BGS-0008');
  });
});

const TODAY = '2026-11-26';
const record = (over: Partial<StoredArchive>): StoredArchive => ({
  id: 'DA1',
  title: '题名',
  responsible: '办公室',
  year: 2025,
  retention: 'permanent',
  organ: 'BGS',
  secrecy: 'public',
  pieces: 1,
  pages: 3,
  remark: '',
  fonds: 'Z0121',
  itemNo: 1,
  archiveNo: 'Z0121-2025-Y-BGS-0001',
  divisionCode: '360121',
  state: 'in',
  filesKey: 'ARCH-DA1',
  registeredBy: '10304',
  registeredAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  history: [],
  ...over,
});
const loanOf = (over: Partial<StoredLoan>): StoredLoan => ({
  id: 'JY1',
  archiveId: 'DA1',
  borrowerId: '10004',
  approverId: '10304',
  purpose: '查阅',
  dueDate: TODAY,
  state: 'lent',
  requestedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...over,
});
const secrecy = fc.constantFrom(...SECRECY_LEVELS);
const level = fc.constantFrom('county' as const, 'city' as const, 'province' as const);

describe('借阅 rules', () => {
  it('never lends a 密级 above the borrower’s clearance, and lends any other item in store with no loan on it', () => {
    fc.assert(
      fc.property(secrecy, level, (s, l) => {
        const refusal = loanRefusal(record({ secrecy: s }), [], clearanceOf(l));
        expect(refusal === undefined).toBe(mayRead(clearanceOf(l), s));
      }),
    );
    expect(mayRead(clearanceOf('county'), 'secret')).toBe(false);
    expect(mayRead(clearanceOf('province'), 'confidential')).toBe(true);
  });

  it('never lends an item out on loan, waiting for a decision, or moved out', () => {
    fc.assert(
      fc.property(fc.constantFrom('pending' as const, 'lent' as const), level, (state, l) => {
        expect(loanRefusal(record({}), [loanOf({ state })], clearanceOf(l))).toBe(state === 'lent' ? m.onLoan : m.loanPending);
        expect(loanRefusal(record({ state: 'out' }), [], clearanceOf(l))).toBe(m.alreadyOut);
      }),
    );
    expect(loanRefusal(record({}), [loanOf({ state: 'returned' }), loanOf({ state: 'rejected' })], 'internal')).toBeUndefined();
  });

  it('takes a due date from today up to 30 days on', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const due = isoOfDay((dayNumber(TODAY) ?? 0) + offset);
        const problem = dueDateProblem(due, TODAY);
        expect(problem === undefined).toBe(offset >= 0 && offset <= 30);
      }),
    );
  });

  it('marks a loan overdue exactly while it is out past its due date, and counts the days late', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), fc.constantFrom('pending' as const, 'lent' as const, 'rejected' as const, 'returned' as const), (offset, state) => {
        const dueDate = isoOfDay((dayNumber(TODAY) ?? 0) + offset);
        const loan = loanOf({ dueDate, state, returnedAt: state === 'returned' ? '2026-11-26T02:00:00.000Z' : undefined });
        expect(isOverdue(loan, TODAY)).toBe(state === 'lent' && offset < 0);
        expect(daysLate(loan, TODAY)).toBe((state === 'lent' || state === 'returned') && offset < 0 ? -offset : 0);
      }),
    );
  });
});

describe('档案 service on the demo people', () => {
  const dir = generateDemoData();
  const now = Date.parse('2026-11-26T02:00:00.000Z');
  const at = new Date(now).toISOString();
  const save: ArchiveSave = { title: '测试题名', responsible: '南昌县自然资源局办公室', year: 2026, retention: 'years10', organ: 'BGS', secrecy: 'internal', pieces: 2, pages: 9, remark: '' };

  it('gives registrations of one series consecutive 件号 and keeps the book’s records', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (count) => {
        let book = EMPTY;
        const numbers: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const done = registerArchive({ dir, userId: '10004', at, archives: book }, save);
          if (!done.ok) throw new Error(done.error.message);
          book = done.value.archives;
          numbers.push(done.value.value.archiveNo);
        }
        expect(numbers).toEqual(numbers.map((_, i) => `Z0121-2026-D10-BGS-${String(i + 1).padStart(4, '0')}`));
      }),
      { numRuns: 10 },
    );
  });

  it('runs a loan from request through approval to a return, and hides a county’s records from another county', () => {
    const registered = registerArchive({ dir, userId: '10004', at, archives: EMPTY }, save);
    if (!registered.ok) throw new Error(registered.error.message);
    const { archives, value } = registered.value;
    const asked = requestLoan({ dir, userId: '10004', at, archives }, { archiveId: value.id, purpose: '核对', dueDate: '2026-12-01' });
    if (!asked.ok) throw new Error(asked.error.message);
    expect(requestLoan({ dir, userId: '10004', at, archives: asked.value.archives }, { archiveId: value.id, purpose: '再借', dueDate: '2026-12-01' })).toMatchObject({ ok: false, error: { status: 409, message: m.loanPending } });
    const approved = decideLoan({ dir, userId: asked.value.value.approverId, at, archives: asked.value.archives }, asked.value.value.id, 1, true);
    if (!approved.ok) throw new Error(approved.error.message);
    expect(approved.value.archives.records[0]?.state).toBe('lent');
    const back = returnLoan({ dir, userId: '10004', at, archives: approved.value.archives }, approved.value.value.id, 2);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.archives.records[0]?.state).toBe('in');
    const otherCounty = dir.users.find((u) => u.kind === 'staff' && u.divisionCode.startsWith('3601') && u.divisionCode !== '360121' && u.divisionCode !== '360100');
    expect(otherCounty).toBeDefined();
    expect(archiveDetail({ dir, userId: otherCounty?.userId ?? '', at, archives }, value.id)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('seeds every loan state, an overdue loan, an edited and a moved-out record per demo unit', () => {
    const book = seedArchiveBook(dir, now);
    for (const borrower of ['10002', '10003', '10004']) {
      const loans = book.loans.filter((l) => l.borrowerId === borrower);
      expect(new Set(loans.map((l) => l.state))).toEqual(new Set(['pending', 'lent', 'rejected', 'returned']));
      expect(loans.filter((l) => isOverdue(l, TODAY))).toHaveLength(1);
    }
    expect(book.records.filter((r) => r.state === 'out')).toHaveLength(3);
    expect(book.records.filter((r) => r.history.length > 1 && r.history.some((h) => h.note === m.noteEdited))).toHaveLength(3);
  });

  it('seeds the overdue loan 10 days past its due date at any hour of the seed’s day, also just before midnight in China', () => {
    for (const clock of ['2026-11-27T00:05:00+08:00', '2026-11-27T12:00:00+08:00', '2026-11-27T23:35:00+08:00']) {
      const book = seedArchiveBook(dir, Date.parse(clock));
      const overdue = book.loans.filter((l) => l.borrowerId === '10003' && isOverdue(l, '2026-11-27'));
      expect(overdue.map((l) => l.dueDate), clock).toEqual(['2026-11-17']);
    }
  });
});
