import { describe, expect, it } from 'vitest';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import { LOAN_OVERDUE_BADGE_ID, type ArchiveSave } from '../../src/domain/archive/archive-types';
import type { PushMessage } from '../../src/ports/api/user.dto';
import { ArchiveApi } from '../../src/ports/archive.port';
import { CaseApi } from '../../src/ports/case.port';
import { ProcessApi } from '../../src/ports/process.port';
import { TodoApi } from '../../src/ports/todo.port';
import { CONTRACT_CASE } from './case.contract';
import { listenTo } from './meeting.contract-support';
import { demo, eventually } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

/** 陈志强 of 南昌县: registers cases and borrows archives. */
export const CLERK = '10004';
/** 南昌县's 办公室, the county's archive keeper. */
export const KEEPER = '10304';
/** 杨俊杰, an enforcement handler of 南昌县. */
const HANDLER = '10301';
const CLERK_NAME = demo.users.find((u) => u.userId === CLERK)?.nickName ?? '';

/**
 * The suites start here, China 23:00 on 27 November: half past midnight the loans due that day
 * are overdue, within the sessions' eight hours.
 */
export const PUSH_START = '2026-11-27T15:00:00.000Z';
/** China 00:30 on 28 November. */
export const NEXT_DAY = '2026-11-27T16:30:00.000Z';
/** China 00:30 on 29 November: later than the sessions last, so the test only listens then. */
export const DAY_AFTER = '2026-11-28T16:30:00.000Z';

/** A clock the suite moves on, read by the backend at every call and every scan. */
export interface MovableClock {
  readonly now: () => number;
  set(iso: string): void;
}
export function movableClock(iso: string): MovableClock {
  let ms = Date.parse(iso);
  return { now: () => ms, set: (next) => void (ms = Date.parse(next)) };
}

export const recordOf = (title: string): ArchiveSave => ({ title, responsible: '南昌县自然资源局办公室', year: 2026, retention: 'years30', organ: 'BGS', secrecy: 'internal', pieces: 1, pages: 4, remark: '' });

export const portsOf = (browser: SignedInBrowser) => ({
  archives: browser.container.get(ArchiveApi),
  cases: browser.container.get(CaseApi),
  process: browser.container.get(ProcessApi),
  badge: async (): Promise<number | undefined> => (await browser.container.get(TodoApi).menuCounts()).find((c) => c.menuId === LOAN_OVERDUE_BADGE_ID)?.count,
  listen: () => listenTo(browser),
});
type Ports = ReturnType<typeof portsOf>;

/** A record of the clerk's unit, lent to him until `dueDate` by the keeper. */
export async function lentRecord(clerk: Ports, keeper: Ports, title: string, dueDate: string): Promise<{ archiveId: string; loanId: string }> {
  const record = await clerk.archives.register(recordOf(title));
  const asked = await clerk.archives.requestLoan({ archiveId: record.id, purpose: '核对批复', dueDate });
  await keeper.archives.approveLoan({ id: asked.id, version: asked.version });
  return { archiveId: record.id, loanId: asked.id };
}

/** The texts of the archive events about one record, in the order they came. */
export const archiveTexts = (messages: readonly PushMessage[], archiveId: string): string[] =>
  messages.flatMap((x) => (x.type === 'archive' && x.moduleKey === archiveId ? [x.text] : []));

const opEvents = (messages: readonly PushMessage[], caseId: string): PushMessage[] => messages.filter((x) => x.type === 'op' && x.id === caseId);

/** The pushes of 案件 and 借阅 (SPEC section 2's op and archive events): the same expectations for every backend. */
export function describeDetailPushContract(name: string, makeBackend: SignedInBackendFactory, clock: MovableClock): void {
  describe(`op and archive pushes: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('pushes a case handed on to its next handler as an op event, and not to whoever handed it on', async () => {
      const clerk = await as(CLERK);
      const handler = await as(HANDLER);
      const [clerkStream, handlerStream] = await Promise.all([clerk.listen(), handler.listen()]);
      try {
        const made = await clerk.cases.register({ ...CONTRACT_CASE, partyName: '推送测试当事人' });
        const first = await clerk.process.forwardOptions('forward', made.affairKey);
        await clerk.process.complete({ keyDigNumGather: made.affairKey, version: first.version, toNode: 'aj_dc', handler: { kind: 'person', id: HANDLER }, opinion: '同意立案。' });
        await eventually(() => opEvents(handlerStream.messages, made.id).length > 0);
        expect(opEvents(handlerStream.messages, made.id)).toEqual([{ type: 'op', id: made.id, boxType: 1, source: 'todo', title: made.caseNumber, text: expect.stringContaining('调查取证') as string }]);
        const next = await handler.process.forwardOptions('forward', made.affairKey);
        await handler.process.complete({ keyDigNumGather: made.affairKey, version: next.version, toNode: 'aj_sl', handler: { kind: 'person', id: CLERK }, opinion: '提请审理。' });
        await eventually(() => opEvents(clerkStream.messages, made.id).length > 0);
        expect(opEvents(clerkStream.messages, made.id)).toMatchObject([{ type: 'op', id: made.id, text: expect.stringContaining('审理') as string }]);
        expect(opEvents(handlerStream.messages, made.id)).toHaveLength(1);
      } finally {
        clerkStream.close();
        handlerStream.close();
      }
    });

    it('pushes a loan request to the keeper, the decision to the borrower and a return to the other party', async () => {
      const clerk = await as(CLERK);
      const keeper = await as(KEEPER);
      const [clerkStream, keeperStream] = await Promise.all([clerk.listen(), keeper.listen()]);
      try {
        const record = await clerk.archives.register(recordOf('推送测试档案（借阅）'));
        const asked = await clerk.archives.requestLoan({ archiveId: record.id, purpose: '核对批复', dueDate: '2026-12-03' });
        await eventually(() => archiveTexts(keeperStream.messages, record.id).length === 1);
        expect(keeperStream.messages.find((x) => x.type === 'archive' && x.moduleKey === record.id)).toEqual({ type: 'archive', moduleKey: record.id, title: `${record.archiveNo} ${record.title}`, text: m.loanRequested(CLERK_NAME) });
        const lent = await keeper.archives.approveLoan({ id: asked.id, version: asked.version });
        await eventually(() => archiveTexts(clerkStream.messages, record.id).length === 1);
        await clerk.archives.returnLoan({ id: lent.id, version: lent.version });
        await eventually(() => archiveTexts(keeperStream.messages, record.id).length === 2);
        expect(archiveTexts(keeperStream.messages, record.id)).toEqual([m.loanRequested(CLERK_NAME), m.loanReturned(CLERK_NAME)]);
        expect(archiveTexts(clerkStream.messages, record.id)).toEqual([m.loanApproved('2026-12-03')]);

        const other = await clerk.archives.register(recordOf('推送测试档案（驳回）'));
        const refused = await clerk.archives.requestLoan({ archiveId: other.id, purpose: '核对批复', dueDate: '2026-12-03' });
        await keeper.archives.rejectLoan({ id: refused.id, version: refused.version, reason: '正在数字化' });
        await eventually(() => archiveTexts(clerkStream.messages, other.id).length === 1);
        expect(archiveTexts(clerkStream.messages, other.id)).toEqual([m.loanRejected('正在数字化')]);
      } finally {
        clerkStream.close();
        keeperStream.close();
      }
    });

    // Last of the suite: it moves the clock on.
    it('pushes a loan fallen overdue once to the borrower and the keeper, with a recount of the 借阅管理 badge', async () => {
      const clerk = await as(CLERK);
      const keeper = await as(KEEPER);
      const [clerkStream, keeperStream] = await Promise.all([clerk.listen(), keeper.listen()]);
      try {
        const early = await lentRecord(clerk, keeper, '推送测试档案（逾期）', '2026-11-27');
        const later = await lentRecord(clerk, keeper, '推送测试档案（次日逾期）', '2026-11-28');
        const badgeBefore = await clerk.badge();
        const recounts = clerkStream.messages.filter((x) => x.type === 'counts-changed').length;

        clock.set(NEXT_DAY);
        await eventually(() => archiveTexts(clerkStream.messages, early.archiveId).length > 1 && archiveTexts(keeperStream.messages, early.archiveId).length > 1);
        expect(archiveTexts(clerkStream.messages, early.archiveId).at(-1)).toBe(m.loanOverdue('2026-11-27'));
        expect(archiveTexts(keeperStream.messages, early.archiveId).at(-1)).toBe(m.loanOverdueKeeper(CLERK_NAME, '2026-11-27'));
        await eventually(() => clerkStream.messages.filter((x) => x.type === 'counts-changed').length > recounts);
        expect(await clerk.badge()).toBe((badgeBefore ?? 0) + 1);
        expect(archiveTexts(clerkStream.messages, later.archiveId)).toEqual([m.loanApproved('2026-11-28')]);

        // The next day's reminder of the other loan proves later scans ran; they told nobody again of the first.
        clock.set(DAY_AFTER);
        await eventually(() => archiveTexts(keeperStream.messages, later.archiveId).includes(m.loanOverdueKeeper(CLERK_NAME, '2026-11-28')));
        await eventually(() => archiveTexts(clerkStream.messages, later.archiveId).includes(m.loanOverdue('2026-11-28')));
        const overdueTexts = [m.loanOverdue('2026-11-27'), m.loanOverdueKeeper(CLERK_NAME, '2026-11-27')];
        const told = [...clerkStream.messages, ...keeperStream.messages].filter((x) => x.type === 'archive' && x.moduleKey === early.archiveId && overdueTexts.includes(x.text));
        expect(told).toHaveLength(2);
      } finally {
        clerkStream.close();
        keeperStream.close();
      }
    });
  });
}
