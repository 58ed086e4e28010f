import { describe, expect, it } from 'vitest';
import { FileApi } from '../../src/ports/files.port';
import { meetingClock, meetingPortsOf } from './meeting.contract-support';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

const START = '2026-12-02T07:00:00+08:00';
/** 南昌县: the clerk applies, a colleague attends; 进贤县's clerk takes no part. */
const ORGANISER = '10004';
const ATTENDEE = '10301';
const OUTSIDER = '10311';

describe.each([
  ['memory adapters', memorySignedInBackend],
  ['HTTP adapters against the mock server', httpSignedInBackend],
] as const)('会议 files on %s', (_name, makeBackend: typeof memorySignedInBackend) => {
  it('the organiser uploads materials, an attendee reads them, someone outside the meeting is refused', async () => {
    const clock = meetingClock(START);
    const backend = await makeBackend(clock.now);
    try {
      const organiser = await backend.signedIn(ORGANISER);
      const detail = await meetingPortsOf(organiser).apply({
        version: 0,
        roomId: 'MR36012103',
        date: '2026-12-15',
        start: '14:00',
        end: '15:00',
        subject: '材料附件核对',
        hostId: ORGANISER,
        attendeeIds: [ATTENDEE],
        agenda: '核对会议材料',
      });
      const bytes = new TextEncoder().encode('会议材料');
      await organiser.container.get(FileApi).upload(detail.filesKey, new Blob([bytes]), '会议议程.txt', () => undefined);

      const attendee = await backend.signedIn(ATTENDEE);
      const seen = await attendee.container.get(FileApi).list(detail.filesKey);
      expect(seen.map((file) => file.fileName)).toEqual(['会议议程.txt']);
      const refusedUpload = await failureOf(attendee.container.get(FileApi).upload(detail.filesKey, new Blob([bytes]), '别人的.txt', () => undefined));
      expect([403, 404]).toContain(statusOf(refusedUpload));

      const outsider = await backend.signedIn(OUTSIDER);
      const refusedList = await failureOf(outsider.container.get(FileApi).list(detail.filesKey));
      expect([403, 404]).toContain(statusOf(refusedList));
    } finally {
      await backend.close();
    }
  });
});
