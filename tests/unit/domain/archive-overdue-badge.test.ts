import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { seedArchiveBook } from '../../../src/demo/archives';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedFilingBook } from '../../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../../src/demo/notices';
import { overdueLoanCount } from '../../../src/domain/archive/archive-loan-rules';
import { loanPage, returnLoan } from '../../../src/domain/archive/archive-loans';
import { LOAN_OVERDUE_BADGE_ID } from '../../../src/domain/archive/archive-types';
import { userMenuCounts } from '../../../src/domain/menu/live-menu-counts';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const NOW = Date.parse('2026-11-26T02:00:00.000Z');
const DAY_MS = 86_400_000;
const archives = seedArchiveBook(dir, NOW);
/** Every borrower and keeper of the seed, and one who has no loan. */
const PEOPLE = [...new Set(archives.loans.flatMap((l) => [l.borrowerId, l.approverId])), '10001'];

describe('the 借阅管理 badge (overdue loans)', () => {
  it('counts exactly the overdue rows of the user’s 借阅管理 list (全部), on any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25, max: 40 }), fc.constantFrom(...PEOPLE), (days, userId) => {
        const at = new Date(NOW + days * DAY_MS).toISOString();
        const listed = loanPage({ dir, userId, at, archives }, { role: 'all', pageIndex: 1, pageSize: 100 });
        if (!listed.ok) throw new Error(listed.error.message);
        expect(overdueLoanCount(archives.loans, userId, at)).toBe(listed.value.rows.filter((r) => r.overdue).length);
      }),
    );
  });

  it('gives the county borrower and the county’s keeper the seeded overdue loan, and drops it once returned', () => {
    const at = new Date(NOW).toISOString();
    const sources = { affairs: seedAffairBook(demo), filings: seedFilingBook(), notices: buildDemoNoticeBoard(demo.users, demo.seed), dir, menus: demo.menus, archives };
    const badge = (userName: string, book = archives): number | undefined => {
      const user = demo.users.find((u) => u.userName === userName);
      if (user === undefined) throw new Error(userName);
      return userMenuCounts({ ...sources, archives: book }, user, at).find((c) => c.menuId === LOAN_OVERDUE_BADGE_ID)?.count;
    };
    expect(badge('county')).toBe(1);
    const overdue = archives.loans.find((l) => l.borrowerId === '10004' && l.state === 'lent' && l.dueDate < at.slice(0, 10));
    if (overdue === undefined) throw new Error('the seed has no overdue county loan');
    expect(overdueLoanCount(archives.loans, overdue.approverId, at)).toBe(1);
    const back = returnLoan({ dir, userId: overdue.approverId, at, archives }, overdue.id, overdue.version);
    if (!back.ok) throw new Error(back.error.message);
    expect(badge('county', back.value.archives)).toBe(0);
    expect(overdueLoanCount(back.value.archives.loans, overdue.approverId, at)).toBe(0);
  });
});
