import { describe, expect, it } from 'vitest';
import { meetingMessages as m } from '../../src/domain/meeting/meeting-messages';
import { MEETING_REPLY_BADGE_ID, type MeetingSave } from '../../src/domain/meeting/meeting-types';
import { TodoApi } from '../../src/ports/todo.port';
import { eventually, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackend, type SignedInBrowser } from './support/signed-in-backend';
import { listenTo, meetingPortsOf, type MeetingClock } from './meeting.contract-support';

/** 南昌县: the demo account, three colleagues and the 办公室 (the approver). */
const COUNTY = '10004';
const CLERK = '10301';
const FARMLAND = '10302';
const ENFORCER = '10303';
const OFFICE = '10304';
const CITY = '10003';
const SMALL_ROOM = 'MR36012103';
const VIDEO_ROOM = 'MR36012102';
/** The 耕地保护股 of 南昌县 in the people tree: one person (10302). */
const FARMLAND_DEPT = 'D360121-03';

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);
const problemsOf = (failure: Awaited<ReturnType<typeof failureOf>>): unknown => (failure.failure.kind === 'http' ? (failure.failure.body as { fieldProblems?: unknown }).fieldProblems : undefined);

const portsOf = (browser: SignedInBrowser) => ({ meetings: meetingPortsOf(browser), todo: browser.container.get(TodoApi), listen: () => listenTo(browser) });

/**
 * MeetingApi (会议): the same expectations for every backend. The clock starts on Wednesday
 * 2026-12-02 07:00 China time, the seed lies around that day, and the suite moves it on.
 */
export function describeMeetingContract(name: string, makeBackend: (clock: () => number) => Promise<SignedInBackend>, clock: MeetingClock): void {
  describe(`MeetingApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(() => makeBackend(clock.now), portsOf);
    const application = (over: Partial<MeetingSave> = {}): MeetingSave => ({
      version: 0,
      roomId: SMALL_ROOM,
      date: '2026-12-02',
      start: '10:00',
      end: '11:00',
      subject: '用地预审材料会审',
      hostId: COUNTY,
      attendeeIds: [CLERK, FARMLAND_DEPT],
      agenda: '一、会审材料\n二、明确分工',
      ...over,
    });

    it("lists the unit's own rooms only", async () => {
      const county = await as(COUNTY);
      const rooms = await county.meetings.rooms();
      expect(rooms.map((r) => r.id)).toEqual(['MR36012101', VIDEO_ROOM, SMALL_ROOM]);
      expect(rooms.every((r) => r.divisionCode === '360121' && r.capacity > 0 && r.place !== '')).toBe(true);
      expect((await (await as(CITY)).meetings.rooms()).every((r) => r.divisionCode === '360100')).toBe(true);
    });

    it('books a slot, refuses an overlap naming the meeting that holds it and allows the adjacent one', async () => {
      const county = await as(COUNTY);
      const booked = await county.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-04', start: '13:00', end: '14:00', subject: '合同审查会' });
      expect(booked.state).toBe('confirmed');
      const clerk = await as(CLERK);
      const refused = await failureOf(clerk.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-04', start: '13:30', end: '14:30', subject: '业务学习' }));
      expect(statusOf(refused)).toBe(409);
      expect(refused.userMessage.message).toBe(m.slotTaken('合同审查会', '2026-12-04 13:00-14:00'));
      const adjacent = await clerk.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-04', start: '14:00', end: '14:30', subject: '业务学习' });
      expect(adjacent.start).toBe('14:00');
      const seenByClerk = await clerk.meetings.calendar({ startDate: '2026-12-04', endDate: '2026-12-04' });
      expect(seenByClerk.find((e) => e.bookingId === booked.id)).toMatchObject({ label: m.busyLabel, visible: false });
      const seenByBooker = await county.meetings.calendar({ startDate: '2026-12-04', endDate: '2026-12-04' });
      expect(seenByBooker.find((e) => e.bookingId === booked.id)).toMatchObject({ label: '合同审查会', visible: true });
    });

    it('lets exactly one of two simultaneous bookings of a slot win', async () => {
      const [first, second] = await Promise.all([as(ENFORCER), as(FARMLAND)]);
      const slot = { roomId: VIDEO_ROOM, date: '2026-12-07', start: '09:00', end: '10:00' };
      const results = await Promise.allSettled([first.meetings.book({ ...slot, subject: '执法案件会商' }), second.meetings.book({ ...slot, subject: '耕保督察准备会' })]);
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const winner = won[0]?.status === 'fulfilled' ? won[0].value.subject : '';
      const lost = await failureOf(Promise.reject((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason));
      expect(statusOf(lost)).toBe(409);
      expect(lost.userMessage.message).toBe(m.slotTaken(winner, '2026-12-07 09:00-10:00'));
      const calendar = await first.meetings.calendar({ startDate: '2026-12-07', endDate: '2026-12-07' });
      expect(calendar.filter((e) => e.roomId === VIDEO_ROOM)).toHaveLength(1);
    });

    it('refuses a slot off the quarter hours at its field and a malformed date with 400', async () => {
      const county = await as(COUNTY);
      const off = await failureOf(county.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-07', start: '09:10', end: '10:00', subject: '测试' }));
      expect(statusOf(off)).toBe(400);
      expect(problemsOf(off)).toEqual({ start: m.quarterHours });
      const late = await failureOf(county.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-07', start: '17:30', end: '18:30', subject: '测试' }));
      expect(problemsOf(late)).toEqual({ end: m.officeHours });
      expect(statusOf(await failureOf(county.meetings.book({ roomId: SMALL_ROOM, date: '2026/12/07', start: '09:00', end: '10:00', subject: '测试' })))).toBe(400);
    });

    it.each([
      ['a list where a text belongs', { subject: ['x'] }],
      ['a negative version', { version: -1 }],
      ['an attendee that is a number', { attendeeIds: [42] }],
      ['an unknown attendee', { attendeeIds: ['nobody'] }],
      ['an impossible date', { date: '2026-02-30' }],
    ])('answers an application with %s with 400, never a 500', async (_what, junk) => {
      const county = await as(COUNTY);
      const refused = await failureOf(county.meetings.apply({ ...application(), ...junk } as unknown as MeetingSave));
      expect(statusOf(refused)).toBe(400);
      expect(refused.userMessage.message).not.toBe('');
    });

    it("refuses more attendees than the room holds, at the attendees' field", async () => {
      const county = await as(COUNTY);
      const small = (await county.meetings.rooms()).find((r) => r.id === SMALL_ROOM);
      const refused = await failureOf(county.meetings.apply(application({ attendeeIds: ['D360121', 'D360100'], date: '2026-12-11' })));
      expect(statusOf(refused)).toBe(400);
      expect(problemsOf(refused)).toEqual({ attendeeIds: m.overCapacity(small?.name ?? '', small?.capacity ?? 0) });
    });

    it('holds the slot on application, hides the meeting from others and confirms it on approval', async () => {
      const county = await as(COUNTY);
      const applied = await county.meetings.apply(application());
      expect(applied).toMatchObject({ status: 'pending', approver: { id: OFFICE }, attendeeIds: [CLERK, FARMLAND] });
      const taken = await failureOf((await as(ENFORCER)).meetings.book({ roomId: SMALL_ROOM, date: '2026-12-02', start: '10:30', end: '11:30', subject: '临时碰头' }));
      expect(taken.userMessage.message).toBe(m.slotTaken('用地预审材料会审', '2026-12-02 10:00-11:00'));
      const stranger = await failureOf((await as(ENFORCER)).meetings.meeting(applied.id));
      expect([statusOf(stranger), stranger.userMessage.message]).toEqual([404, m.notFound]);
      expect(statusOf(await failureOf((await as(CITY)).meetings.meeting(applied.id)))).toBe(404);
      const busy = (await (await as(ENFORCER)).meetings.calendar({ startDate: '2026-12-02', endDate: '2026-12-02' })).find((e) => e.bookingId === applied.bookingId);
      expect(busy).toMatchObject({ label: m.busyLabel, visible: false, state: 'held' });
      expect(busy?.meetingId).toBeUndefined();

      const office = await as(OFFICE);
      expect((await office.meetings.meetings({ pageIndex: 1, pageSize: 20, role: 'approving', status: 'pending' })).rows.map((r) => r.id)).toContain(applied.id);
      expect(statusOf(await failureOf(county.meetings.approve({ id: applied.id, version: applied.version })))).toBe(409);
      const approved = await office.meetings.approve({ id: applied.id, version: applied.version });
      expect(approved.status).toBe('approved');
      const stale = await failureOf(office.meetings.approve({ id: applied.id, version: applied.version }));
      expect([statusOf(stale), stale.userMessage.message]).toEqual([409, m.stale]);
      const confirmed = (await county.meetings.calendar({ startDate: '2026-12-02', endDate: '2026-12-02' })).find((e) => e.bookingId === applied.bookingId);
      expect(confirmed).toMatchObject({ state: 'confirmed', label: '用地预审材料会审', meetingId: applied.id });
    });

    it('takes replies until the start, 请假 only with a reason, and shows them all to the organiser only', async () => {
      const county = await as(COUNTY);
      const mine = (await county.meetings.meetings({ pageIndex: 1, pageSize: 50, text: '用地预审材料会审' })).rows[0];
      const clerk = await as(CLERK);
      const before = await clerk.todo.menuCounts();
      const badge = (counts: typeof before): number => counts.find((c) => c.menuId === MEETING_REPLY_BADGE_ID)?.count ?? -1;
      expect(badge(before)).toBeGreaterThan(0);
      const awaiting = await clerk.meetings.meetings({ pageIndex: 1, pageSize: 50, reply: 'pending' });
      expect(awaiting.total).toBe(badge(before));
      expect(awaiting.rows.some((row) => row.id === mine?.id)).toBe(true);
      const bare = await failureOf(clerk.meetings.reply({ id: mine?.id ?? '', answer: 'leave', reason: ' ', version: 0 }));
      expect([statusOf(bare), problemsOf(bare)]).toEqual([400, { reason: m.leaveReasonRequired }]);
      const left = await clerk.meetings.reply({ id: mine?.id ?? '', answer: 'leave', reason: '下乡核查图斑', version: 0 });
      expect(left.myReply).toMatchObject({ answer: 'leave', reason: '下乡核查图斑', version: 1 });
      expect(left.replies).toHaveLength(1);
      expect(badge(await clerk.todo.menuCounts())).toBe(badge(before) - 1);
      const pending = await clerk.meetings.meetings({ pageIndex: 1, pageSize: 50, reply: 'pending' });
      expect(pending.total).toBe(badge(before) - 1);
      expect(pending.rows.some((row) => row.id === mine?.id)).toBe(false);
      expect(pending.rows.every((row) => row.status === 'approved' && row.myReply === undefined)).toBe(true);
      expect(statusOf(await failureOf(clerk.meetings.reply({ id: mine?.id ?? '', answer: 'attend', reason: '', version: 0 })))).toBe(409);
      await clerk.meetings.reply({ id: mine?.id ?? '', answer: 'attend', reason: '', version: 1 });
      const seen = await county.meetings.meeting(mine?.id ?? '');
      expect(seen.replies.map((r) => [r.userId, r.answerLabel])).toEqual([
        [CLERK, '参加'],
        [FARMLAND, '未回复'],
      ]);
    });

    it('opens sign-in 30 minutes before the start and minutes once it has started, with a version check', async () => {
      const county = await as(COUNTY);
      const id = (await county.meetings.meetings({ pageIndex: 1, pageSize: 50, text: '用地预审材料会审' })).rows[0]?.id ?? '';
      const clerk = await as(CLERK);
      const early = await failureOf(clerk.meetings.signIn(id));
      expect([statusOf(early), early.userMessage.message]).toEqual([409, m.signInWindow]);
      clock.set('2026-12-02T09:35:00+08:00');
      const signed = await clerk.meetings.signIn(id);
      expect(signed.myReply?.signedInAt).toBeDefined();
      expect(signed.abilities.signIn).toBe(false);
      const notYet = await failureOf(county.meetings.saveMinutes({ id, text: '会议纪要', version: 0 }));
      expect(notYet.userMessage.message).toBe(m.minutesNotYet);
      clock.set('2026-12-02T10:05:00+08:00');
      expect(statusOf(await failureOf(clerk.meetings.reply({ id, answer: 'leave', reason: '临时有事', version: 2 })))).toBe(409);
      const saved = await county.meetings.saveMinutes({ id, text: '会议明确了材料会审分工。', version: 0 });
      expect(saved.minutes).toMatchObject({ text: '会议明确了材料会审分工。', version: 1, filesKey: `${id}-minutes` });
      expect(saved.replies.find((r) => r.userId === CLERK)?.signedInAt).toBeDefined();
      expect(saved.replies.find((r) => r.userId === FARMLAND)?.signedInAt).toBeUndefined();
      const stale = await failureOf(county.meetings.saveMinutes({ id, text: '改写', version: 0 }));
      expect([statusOf(stale), stale.userMessage.message]).toEqual([409, m.minutesStale]);
      expect(statusOf(await failureOf(clerk.meetings.saveMinutes({ id, text: '越权', version: 1 })))).toBe(409);
    });

    it("pushes the application to the approver's open browser and the approval to the attendees'", async () => {
      const office = await as(OFFICE);
      const farmland = await as(FARMLAND);
      const [approverStream, attendeeStream] = await Promise.all([office.listen(), farmland.listen()]);
      try {
        const applied = await (await as(COUNTY)).meetings.apply(application({ date: '2026-12-09', subject: '推送测试会' }));
        await eventually(() => approverStream.messages.some((x) => x.type === 'meeting'));
        expect(approverStream.messages.find((x) => x.type === 'meeting')).toMatchObject({ type: 'meeting', meetingId: applied.id, subject: '推送测试会' });
        await office.meetings.approve({ id: applied.id, version: applied.version });
        await eventually(() => attendeeStream.messages.some((x) => x.type === 'meeting'));
        expect(attendeeStream.messages.find((x) => x.type === 'meeting')).toMatchObject({ type: 'meeting', meetingId: applied.id });
      } finally {
        approverStream.close();
        attendeeStream.close();
      }
    });

    it('moves a 待审批 application at its version, freeing the old slot, and lets the booker cancel a direct booking', async () => {
      const county = await as(COUNTY);
      const applied = await county.meetings.apply(application({ date: '2026-12-10', subject: '改期测试会' }));
      const moved = await county.meetings.apply(application({ id: applied.id, version: applied.version, date: '2026-12-10', start: '14:00', end: '15:00', subject: '改期测试会' }));
      expect(moved).toMatchObject({ version: applied.version + 1, start: '14:00', bookingId: applied.bookingId });
      const stale = await failureOf(county.meetings.apply(application({ id: applied.id, version: applied.version, date: '2026-12-10', subject: '改期测试会' })));
      expect([statusOf(stale), stale.userMessage.message]).toEqual([409, m.stale]);
      const clerk = await as(CLERK);
      const booking = await clerk.meetings.book({ roomId: SMALL_ROOM, date: '2026-12-10', start: '10:00', end: '11:00', subject: '原时段复用' });
      const ofMeeting = await failureOf(county.meetings.cancelBooking({ id: applied.bookingId, version: 1 }));
      expect(statusOf(ofMeeting)).toBe(409);
      expect(statusOf(await failureOf(county.meetings.cancelBooking({ id: booking.id, version: booking.version })))).toBe(404);
      await clerk.meetings.cancelBooking({ id: booking.id, version: booking.version });
      const mine = await clerk.meetings.bookings({ pageIndex: 1, pageSize: 10, state: 'released' });
      expect(mine.rows.map((r) => r.id)).toContain(booking.id);
    });

    it('releases the slot on rejection (with a reason) and on cancellation', async () => {
      const county = await as(COUNTY);
      const office = await as(OFFICE);
      const slot = { date: '2026-12-08', start: '15:00', end: '16:00' };
      const applied = await county.meetings.apply(application({ ...slot, subject: '复垦验收准备会' }));
      const noReason = await failureOf(office.meetings.reject({ id: applied.id, version: applied.version, reason: '' }));
      expect(problemsOf(noReason)).toEqual({ reason: m.rejectReasonRequired });
      const rejected = await office.meetings.reject({ id: applied.id, version: applied.version, reason: '时间与局务会冲突' });
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '时间与局务会冲突' });
      const again = await county.meetings.apply(application({ ...slot, subject: '复垦验收准备会（改期）' }));
      const cancelled = await county.meetings.cancel({ id: again.id, version: again.version });
      expect(cancelled.status).toBe('cancelled');
      const free = await (await as(ENFORCER)).meetings.book({ roomId: SMALL_ROOM, ...slot, subject: '案卷评查' });
      expect(free.state).toBe('confirmed');
    });
  });
}
