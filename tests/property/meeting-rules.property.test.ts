import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import { seedMeetingRooms } from '../../src/demo/meeting-rooms';
import { seedMeetingBook } from '../../src/demo/meetings';
import { meetingDetail, meetingPage } from '../../src/domain/meeting/meeting-apply';
import { meetingMessages as m } from '../../src/domain/meeting/meeting-messages';
import { participates } from '../../src/domain/meeting/meeting-people';
import { refusalOf, replyReasonProblem, upcomingFor } from '../../src/domain/meeting/meeting-rules';
import { minutesUntil } from '../../src/domain/meeting/meeting-slots';
import { MEETING_STATUSES, REPLY_ANSWERS, SIGN_IN_EARLY_MINUTES, type StoredMeeting } from '../../src/domain/meeting/meeting-types';

const ORGANIZER = '10004';
const ATTENDEE = '10301';
const OUTSIDER = '10302';
const OFFICE = '10304';

/** A meeting on 2026-12-02 10:00-11:30 in any status. */
const meetingIn = (status: StoredMeeting['status']): StoredMeeting => ({
  id: 'HY202600001',
  divisionCode: '360121',
  subject: '例会',
  organizerId: ORGANIZER,
  hostId: ORGANIZER,
  approverId: OFFICE,
  roomId: 'MR36012101',
  bookingId: 'YD202600002',
  date: '2026-12-02',
  start: '10:00',
  end: '11:30',
  attendeeIds: [ATTENDEE],
  agenda: '',
  filesKey: 'HY202600001',
  status,
  replies: [],
  signIns: [],
  version: 1,
  createdAt: '2026-11-30T01:00:00.000Z',
  updatedAt: '2026-11-30T01:00:00.000Z',
});

/** Any minute from the day before to the day after the meeting. */
const now = fc.record({ day: fc.constantFrom('2026-12-01', '2026-12-02', '2026-12-03'), minute: fc.integer({ min: 0, max: 1439 }) }).map(({ day, minute }) => ({ date: day, minute }));
const status = fc.constantFrom(...MEETING_STATUSES);
const person = fc.constantFrom(ORGANIZER, ATTENDEE, OUTSIDER, OFFICE);

describe('会议 rules', () => {
  test.prop([status, person, now])('a reply is taken only from an attendee of an approved meeting before it starts', (s, who, at) => {
    const meeting = meetingIn(s);
    const allowed = refusalOf('reply', meeting, who, at) === undefined;
    expect(allowed).toBe(who === ATTENDEE && s === 'approved' && minutesUntil(at, meeting.date, meeting.start) > 0);
  });

  test.prop([fc.constantFrom(...REPLY_ANSWERS), fc.string({ maxLength: 5 })])('请假 needs a reason, 参加 does not', (answer, reason) => {
    expect(replyReasonProblem(answer, reason)).toBe(answer === 'leave' && reason.trim() === '' ? m.leaveReasonRequired : undefined);
  });

  test.prop([status, person, now])('sign-in is open from 30 minutes before the start until the end, to attendees of an approved meeting', (s, who, at) => {
    const meeting = meetingIn(s);
    const toStart = minutesUntil(at, meeting.date, meeting.start);
    const toEnd = minutesUntil(at, meeting.date, meeting.end);
    const allowed = refusalOf('signIn', meeting, who, at) === undefined;
    expect(allowed).toBe(who === ATTENDEE && s === 'approved' && toStart <= SIGN_IN_EARLY_MINUTES && toEnd >= 0);
  });

  test.prop([status, person, now])('a meeting concerns the user from now on (我的办公) until it ends: approved, or pending and organised or hosted by them', (s, who, at) => {
    const meeting = meetingIn(s);
    const notOver = minutesUntil(at, meeting.date, meeting.end) > 0;
    expect(upcomingFor(meeting, who, at)).toBe(notOver && (s === 'approved' || (s === 'pending' && who === ORGANIZER)));
    expect(upcomingFor({ ...meeting, organizerId: OUTSIDER }, ORGANIZER, at)).toBe(notOver && (s === 'approved' || s === 'pending'));
  });

  test.prop([status, person, now])('minutes are the organiser’s, once an approved meeting has started', (s, who, at) => {
    const meeting = meetingIn(s);
    expect(refusalOf('writeMinutes', meeting, who, at) === undefined).toBe(who === ORGANIZER && s === 'approved' && minutesUntil(at, meeting.date, meeting.start) <= 0);
  });
});

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const book = seedMeetingBook(dir, seedMeetingRooms(demo.divisions), Date.parse('2026-12-02T09:00:00+08:00'));

describe('会议 visibility', () => {
  const staff = demo.users.filter((u) => u.kind === 'staff').map((u) => u.userId);
  const at = '2026-12-02T01:00:00.000Z';

  test.prop([fc.constantFrom(...staff), fc.constantFrom(...book.meetings)])('a meeting is shown to its participants only; anyone else gets the 404 of a missing one', (userId, meeting) => {
    const call = { dir, userId, at, meetings: book };
    const detail = meetingDetail(call, meeting.id);
    if (participates(meeting, userId)) expect(detail.ok).toBe(true);
    else expect(detail.ok ? undefined : detail.error).toEqual({ status: 404, message: m.notFound });
    const listed = meetingPage(call, { pageIndex: 1, pageSize: 100 });
    expect(listed.ok && listed.value.rows.some((r) => r.id === meeting.id)).toBe(participates(meeting, userId));
  });
});

describe('我的办公’s meetings from the list’s upcoming filter', () => {
  const DAY0 = dayNumber('2026-12-02') ?? 0;
  const PARTS = ['organiser', 'host', 'attendee', 'approver', 'outsider'] as const;
  const hhmm = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const spec = (offsets: { min: number; max: number }, statuses: readonly StoredMeeting['status'][], parts: readonly (typeof PARTS)[number][]) =>
    fc.record({ offset: fc.integer(offsets), slot: fc.integer({ min: 0, max: 33 }), quarters: fc.integer({ min: 1, max: 4 }), status: fc.constantFrom(...statuses), part: fc.constantFrom(...parts) });
  type Spec = { offset: number; slot: number; quarters: number; status: StoredMeeting['status']; part: (typeof PARTS)[number] };
  const made = ({ offset, slot, quarters, status: s, part }: Spec, index: number): StoredMeeting => {
    const start = 8 * 60 + slot * 15;
    return {
      ...meetingIn(s),
      id: `HY2026${String(index).padStart(5, '0')}`,
      date: isoOfDay(DAY0 + offset),
      start: hhmm(start),
      end: hhmm(start + quarters * 15),
      organizerId: part === 'organiser' ? ORGANIZER : OUTSIDER,
      hostId: part === 'host' ? ORGANIZER : OUTSIDER,
      attendeeIds: part === 'attendee' ? [ORGANIZER] : [ATTENDEE],
      approverId: part === 'approver' ? ORGANIZER : OFFICE,
    };
  };
  /** More than the list's largest page of meetings ahead that concern the user, and any others around them. */
  const ahead = fc.array(spec({ min: 2, max: 400 }, ['approved', 'pending'], ['organiser', 'host']), { minLength: 101, maxLength: 160 });
  const others = fc.array(spec({ min: -5, max: 400 }, MEETING_STATUSES, PARTS), { maxLength: 60 });

  test.prop([ahead, others, now], { numRuns: 40 })('the first page holds the soonest of them, however many lie ahead, and the total counts them all', (mine, rest, at) => {
    const meetings = [...rest, ...mine].map(made);
    const iso = new Date(Date.parse(`${at.date}T00:00:00+08:00`) + at.minute * 60_000).toISOString();
    const listed = meetingPage({ dir, userId: ORGANIZER, at: iso, meetings: { ...book, meetings } }, { pageIndex: 1, pageSize: 5, when: 'upcoming' });
    const concerns = (x: StoredMeeting): boolean =>
      participates(x, ORGANIZER) && minutesUntil(at, x.date, x.end) > 0 && (x.status === 'approved' || (x.status === 'pending' && (x.organizerId === ORGANIZER || x.hostId === ORGANIZER)));
    const expected = meetings.filter(concerns).sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
    expect(expected.length).toBeGreaterThan(100);
    expect(listed.ok && listed.value.rows.map((row) => row.id)).toEqual(expected.slice(0, 5).map((x) => x.id));
    expect(listed.ok && listed.value.total).toBe(expected.length);
  });
});
