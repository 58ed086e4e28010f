import { describe, expect, it } from 'vitest';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import { LOAN_OVERDUE_BADGE_ID, type ArchiveSave } from '../../src/domain/archive/archive-types';
import { ArchiveApi } from '../../src/ports/archive.port';
import { TodoApi } from '../../src/ports/todo.port';
import { demo, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

/** The contract's fixed clock: the seed lies around it on both backends. */
export const ARCHIVE_CLOCK = Date.parse('2026-11-26T02:00:00.000Z');

export const PROVINCE = '10002';
export const CITY = '10003';
/** 南昌县's demo account and its 办公室, the county's archive keeper. */
export const COUNTY = '10004';
export const COUNTY_KEEPER = '10304';
/** Staff of another county of 南昌市. */
export const OTHER_COUNTY = demo.users.find((u) => u.kind === 'staff' && /^3601\d[1-9]$/.test(u.divisionCode) && u.divisionCode !== '360121')?.userId ?? '';

const portsOf = ({ container }: SignedInBrowser): ArchiveApi & { readonly badge: () => Promise<number | undefined> } =>
  Object.assign(Object.create(container.get(ArchiveApi)) as ArchiveApi, {
    badge: async () => (await container.get(TodoApi).menuCounts()).find((c) => c.menuId === LOAN_OVERDUE_BADGE_ID)?.count,
  });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

const save = (title: string, secrecy: ArchiveSave['secrecy'] = 'internal'): ArchiveSave => ({
  title,
  responsible: '南昌县自然资源局办公室',
  year: 2026,
  retention: 'years30',
  organ: 'BGS',
  secrecy,
  pieces: 2,
  pages: 12,
  remark: '',
});

/** ArchiveApi (档案): the same expectations for every backend. */
export function describeArchiveContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`ArchiveApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('numbers two concurrent registrations of one series with consecutive 件号', async () => {
      const api = await as(COUNTY);
      const [a, b] = await Promise.all([api.register(save('并发登记甲')), api.register(save('并发登记乙'))]);
      const numbers = [a.itemNo, b.itemNo].sort((x, y) => x - y);
      expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
      expect(a.archiveNo).toMatch(/^Z0121-2026-D30-BGS-\d{4}$/);
      expect(a.state).toBe('in');
      expect(a.history.map((h) => h.note)).toEqual([m.noteRegistered]);
    });

    it('refuses bad input with the field message (400) and keeps the versions of an edit', async () => {
      const api = await as(COUNTY);
      const bad = await failureOf(api.register({ ...save('  '), pages: 1, pieces: 2 }));
      expect([statusOf(bad), bad.message]).toEqual([400, m.titleRequired]);
      const made = await api.register(save('修改前题名'));
      const edited = await api.update({ ...save('修改后题名'), id: made.id, version: made.version });
      expect(edited.version).toBe(made.version + 1);
      expect(edited.history.map((h) => h.title)).toEqual(['修改前题名', '修改后题名']);
      const stale = await failureOf(api.update({ ...save('过期修改'), id: made.id, version: made.version }));
      expect([statusOf(stale), stale.message]).toEqual([409, m.stale]);
    });

    it('lends after the keeper approves, refuses a second loan, and takes the item back', async () => {
      const borrower = await as(COUNTY);
      const keeper = await as(COUNTY_KEEPER);
      const made = await borrower.register(save('借阅测试档案'));
      const asked = await borrower.requestLoan({ archiveId: made.id, purpose: '核对批复', dueDate: '2026-12-06' });
      expect([asked.state, asked.approverId, asked.abilities.approve]).toEqual(['pending', COUNTY_KEEPER, false]);
      const again = await failureOf(borrower.requestLoan({ archiveId: made.id, purpose: '再借', dueDate: '2026-12-06' }));
      expect([statusOf(again), again.message]).toEqual([409, m.loanPending]);
      const notKeeper = await failureOf(borrower.approveLoan({ id: asked.id, version: asked.version }));
      expect([statusOf(notKeeper), notKeeper.message]).toEqual([403, m.notApprover]);
      const lent = await keeper.approveLoan({ id: asked.id, version: asked.version });
      expect(lent.state).toBe('lent');
      expect((await borrower.archive(made.id)).state).toBe('lent');
      const onLoan = await failureOf(borrower.requestLoan({ archiveId: made.id, purpose: '再借', dueDate: '2026-12-06' }));
      expect([statusOf(onLoan), onLoan.message]).toEqual([409, m.onLoan]);
      const back = await borrower.returnLoan({ id: lent.id, version: lent.version });
      expect([back.state, back.daysLate]).toEqual(['returned', 0]);
      expect((await borrower.archive(made.id)).state).toBe('in');
    });

    it('never lends a 密级 above the borrower’s clearance and refuses a due date past 30 days', async () => {
      const county = await as(COUNTY);
      const secret = await county.register(save('秘密级档案', 'secret'));
      const refused = await failureOf(county.requestLoan({ archiveId: secret.id, purpose: '查阅', dueDate: '2026-12-01' }));
      expect([statusOf(refused), refused.message]).toEqual([409, m.clearanceTooLow('秘密', '内部')]);
      const city = await as(CITY);
      expect((await city.requestLoan({ archiveId: secret.id, purpose: '市局查阅', dueDate: '2026-12-01' })).state).toBe('pending');
      const far = await failureOf(county.requestLoan({ archiveId: (await county.register(save('期限测试'))).id, purpose: '查阅', dueDate: '2027-02-01' }));
      expect([statusOf(far), far.message]).toEqual([400, m.dueTooLate]);
    });

    it('hides a county’s records from another county (404), shows them to its city and the province', async () => {
      const county = await as(COUNTY);
      const made = await county.register(save('辖区测试档案'));
      const other = await as(OTHER_COUNTY);
      const hidden = await failureOf(other.archive(made.id));
      expect([statusOf(hidden), hidden.message]).toEqual([404, m.notFound]);
      const borrow = await failureOf(other.requestLoan({ archiveId: made.id, purpose: '查阅', dueDate: '2026-12-01' }));
      expect(statusOf(borrow)).toBe(404);
      expect((await other.archives({ pageIndex: 1, pageSize: 100, text: '辖区测试档案' })).total).toBe(0);
      expect((await (await as(CITY)).archive(made.id)).title).toBe('辖区测试档案');
      expect((await (await as(PROVINCE)).archives({ pageIndex: 1, pageSize: 100, text: '辖区测试档案' })).total).toBe(1);
      const notOwner = await failureOf((await as(CITY)).update({ ...save('市局修改'), id: made.id, version: made.version }));
      expect([statusOf(notOwner), notOwner.message]).toEqual([403, m.notOwner]);
    });

    it('reminds the borrower of the seeded overdue loan', async () => {
      const county = await as(COUNTY);
      const overdue = await county.overdue();
      expect(overdue).toHaveLength(1);
      expect(overdue[0]).toMatchObject({ state: 'lent', overdue: true, stateLabel: '已逾期', daysLate: 10 });
      const mine = await county.loans({ pageIndex: 1, pageSize: 50, role: 'mine' });
      expect(mine.rows[0]?.overdue).toBe(true);
    });

    // Last of the suite: it returns the seeded overdue loan the reminder test above reads.
    it('badges 借阅管理 with the borrower’s and the keeper’s overdue loans, and drops the count once returned', async () => {
      const county = await as(COUNTY);
      const keeper = await as(COUNTY_KEEPER);
      const overdueRows = async (api: typeof county): Promise<number> => (await api.loans({ pageIndex: 1, pageSize: 100, role: 'all' })).rows.filter((r) => r.overdue).length;
      expect([await county.badge(), await keeper.badge()]).toEqual([1, 1]);
      expect([await overdueRows(county), await overdueRows(keeper)]).toEqual([1, 1]);
      expect(await (await as(CITY)).badge()).toBe(await overdueRows(await as(CITY)));
      const [late] = await county.overdue();
      if (late === undefined) throw new Error('the seed has no overdue county loan');
      await keeper.returnLoan({ id: late.id, version: late.version });
      expect([await county.badge(), await keeper.badge()]).toEqual([0, 0]);
    });
  });
}
