import { describe, expect, it } from 'vitest';
import { dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import type { MeetingSave } from '../../src/domain/meeting/meeting-types';
import type { MeetingApi } from '../../src/ports/meeting.port';
import { describeMeetingContract } from './meeting.contract';
import { meetingClock, meetingPortsOf } from './meeting.contract-support';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const START = '2026-12-02T07:00:00+08:00';

describeMeetingContract('memory adapters', memorySignedInBackend, meetingClock(START));
describeMeetingContract('HTTP adapters against the mock server', httpSignedInBackend, meetingClock(START));

describe('memory and HTTP adapters agree on 会议', () => {
  it.each([
    ['county', '10004'],
    ['the county office (approver)', '10304'],
    ['province', '10002'],
  ])('give %s the same rooms, calendar, lists and details from the seed', async (_name, userId) => {
    const clock = meetingClock(START);
    const backends = await Promise.all([memorySignedInBackend(clock.now), httpSignedInBackend(clock.now)]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = meetingPortsOf(browser);
        const list = await api.meetings({ pageIndex: 1, pageSize: 50 });
        const details = await Promise.all(list.rows.map((row) => api.meeting(row.id)));
        return [
          await api.rooms(),
          await api.calendar({ startDate: '2026-11-30', endDate: '2026-12-06' }),
          await api.bookings({ pageIndex: 1, pageSize: 20 }),
          list,
          await api.meetings({ pageIndex: 1, pageSize: 5, role: 'attending', status: 'approved' }),
          details,
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect((memory[3] as { total: number }).total).toBeGreaterThan(3);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});

const APPLICATION: MeetingSave = {
  version: 0,
  roomId: 'MR36012103',
  date: '2026-12-14',
  start: '09:00',
  end: '10:00',
  subject: '输入校验',
  hostId: '10004',
  attendeeIds: ['10301'],
  agenda: '',
};

/** Bad inputs: one schema and one domain on both backends, so one status, one text and the same fields. */
const BAD_INPUTS: readonly (readonly [string, (api: MeetingApi) => Promise<unknown>])[] = [
  ['a 61-character subject', (api) => api.apply({ ...APPLICATION, subject: '会'.repeat(61) })],
  ['a time off the quarter hours', (api) => api.apply({ ...APPLICATION, start: '09:05' })],
  ['a blank subject and no attendees', (api) => api.apply({ ...APPLICATION, subject: ' ', attendeeIds: [] })],
  ['a page size of 101', (api) => api.meetings({ pageIndex: 1, pageSize: 101 })],
  ['an unknown reply filter', (api) => api.meetings({ pageIndex: 1, pageSize: 15, reply: 'answered' as 'pending' })],
  ['an unknown time filter', (api) => api.meetings({ pageIndex: 1, pageSize: 15, when: 'past' as 'upcoming' })],
  ['a calendar of 43 days', (api) => api.calendar({ startDate: '2026-12-01', endDate: '2027-01-12' })],
  ['an unknown answer', (api) => api.reply({ id: 'HY202600001', answer: 'maybe' as 'attend', reason: '', version: 0 })],
  ["someone else's meeting", (api) => api.meeting('HY202600001')],
];

describe('memory and HTTP adapters refuse bad meeting input alike', () => {
  it('with the same status, message and field messages', async () => {
    const clock = meetingClock(START);
    const backends = await Promise.all([memorySignedInBackend(clock.now), httpSignedInBackend(clock.now)]);
    try {
      const answers = await Promise.all(
        backends.map(async (backend) => {
          const api = meetingPortsOf(await backend.signedIn('10302'));
          return Promise.all(
            BAD_INPUTS.map(async ([, call]) => {
              const failure = await failureOf(call(api));
              return failure.failure.kind === 'http' ? { status: failure.failure.status, message: failure.message, body: failure.failure.body } : failure.failure.kind;
            }),
          );
        }),
      );
      expect(answers[0]?.every((a) => typeof a === 'object' && a.status >= 400 && a.status < 500)).toBe(true);
      expect(answers[0]).toEqual(answers[1]);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});

/** 我的办公 asks for the first few meetings that concern the user from now on: more than the list's largest page may lie ahead. */
describe.each([
  ['memory adapters', memorySignedInBackend],
  ['HTTP adapters against the mock server', httpSignedInBackend],
] as const)('the upcoming meetings on %s', (_name, makeBackend) => {
  it('come soonest first from the server’s now, counted in full, when more than 100 lie ahead', async () => {
    const clock = meetingClock(START);
    const backend = await makeBackend(clock.now);
    try {
      // The meetings are seeded around the day of the first meeting call; those below come a month later, by a session opened then.
      await meetingPortsOf(await backend.signedIn('10004')).rooms();
      clock.set('2027-01-04T07:00:00+08:00');
      const api = meetingPortsOf(await backend.signedIn('10004'));
      const first = dayNumber('2027-01-04') ?? 0;
      const days = Array.from({ length: 105 }, (_, i) => isoOfDay(first + i));
      for (const date of [...days].reverse()) await api.apply({ ...APPLICATION, date, subject: `排期会议 ${date}` });
      clock.set('2027-01-04T10:30:00+08:00');
      const page = await api.meetings({ pageIndex: 1, pageSize: 5, when: 'upcoming' });
      expect(page.rows.map((row) => `${row.date} ${row.status}`)).toEqual(days.slice(1, 6).map((date) => `${date} pending`));
      expect(page.total).toBe(104);
      const ahead = await api.meetings({ pageIndex: 1, pageSize: 5, when: 'upcoming', role: 'attending' });
      expect(ahead.total).toBe(0);
    } finally {
      await backend.close();
    }
  });
});
