import { describe, expect, it } from 'vitest';
import { describeMeetingContract } from './meeting.contract';
import { meetingClock, meetingPortsOf } from './meeting.contract-support';
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
