import { describe, expect, it } from 'vitest';
import { upcomingFor } from '../../../src/domain/meeting/meeting-rules';
import type { MeetingStatus, StoredMeeting } from '../../../src/domain/meeting/meeting-types';

/** 2026-03-10 14:00 in China. */
const now = { date: '2026-03-10', minute: 14 * 60 };
const USER = '10004';
const OTHER = '10301';

const meeting = (status: MeetingStatus, date: string, start: string, end: string, organizerId = OTHER): StoredMeeting => ({
  id: 'HY202600001',
  divisionCode: '360121',
  subject: '例会',
  organizerId,
  hostId: OTHER,
  approverId: '10304',
  roomId: 'MR36012101',
  bookingId: 'YD202600001',
  date,
  start,
  end,
  attendeeIds: [USER],
  agenda: '',
  filesKey: 'HY202600001',
  status,
  replies: [],
  signIns: [],
  version: 1,
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
});

describe('the meetings that concern the user from now on (我的办公)', () => {
  it.each([
    ['approved, later today', meeting('approved', '2026-03-10', '15:00', '16:00'), true],
    ['approved, under way', meeting('approved', '2026-03-10', '13:30', '14:30'), true],
    ['approved, ended an hour ago', meeting('approved', '2026-03-10', '12:00', '13:00'), false],
    ['approved, ending right now', meeting('approved', '2026-03-10', '13:00', '14:00'), false],
    ['rejected, tomorrow', meeting('rejected', '2026-03-11', '09:00', '10:00', USER), false],
    ['cancelled, tomorrow', meeting('cancelled', '2026-03-11', '09:00', '10:00', USER), false],
    ['pending, organised by the user', meeting('pending', '2026-03-11', '09:00', '10:00', USER), true],
    ['pending, hosted by the user', { ...meeting('pending', '2026-03-11', '09:00', '10:00'), hostId: USER }, true],
    ['pending, someone else’s', meeting('pending', '2026-03-11', '09:00', '10:00'), false],
    ['pending, organised by the user, already over', meeting('pending', '2026-03-09', '09:00', '10:00', USER), false],
  ])('%s', (_, row, expected) => {
    expect(upcomingFor(row, USER, now)).toBe(expected);
  });
});
