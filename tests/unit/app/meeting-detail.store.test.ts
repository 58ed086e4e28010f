import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MeetingDetailStore } from '../../../src/app/meeting/meeting-detail.store';
import type { MeetingDetail } from '../../../src/domain/meeting/meeting-types';
import type { MeetingApi } from '../../../src/ports/meeting.port';
import { HeldAnswers, settle } from './held-answers';

/** The store reads a meeting's id and version; the rest does not matter here. */
const meeting = (id: string, status: string): MeetingDetail => ({ id, version: 1, status }) as unknown as MeetingDetail;

/** Meetings that open at once and an approval that answers only when told. */
class SlowApprovals {
  readonly approvals = new HeldAnswers<MeetingDetail>();

  meeting(id: string): Promise<MeetingDetail> {
    return Promise.resolve(meeting(id, 'pending'));
  }

  approve({ id }: { id: string }): Promise<MeetingDetail> {
    return this.approvals.hold(meeting(id, 'approved'));
  }
}

describe('MeetingDetailStore', () => {
  it('does not show the answer of an approval over another meeting opened meanwhile', async () => {
    const api = new SlowApprovals();
    const store = new MeetingDetailStore(api as unknown as MeetingApi);
    await store.open('M1');
    const approved = store.approve();
    await store.open('M2');
    api.approvals.release();
    expect(await approved).toBe(true);
    await settle();
    expect(store.getValue().id).toBe('M2');
    expect(store.getValue().detail?.id).toBe('M2');
    expect(store.getValue().busy).toBe(false);
  });

  it('shows the answer of an approval on the meeting it was made on', async () => {
    const api = new SlowApprovals();
    const store = new MeetingDetailStore(api as unknown as MeetingApi);
    await store.open('M1');
    const approved = store.approve();
    api.approvals.release();
    expect(await approved).toBe(true);
    expect(store.getValue().detail).toMatchObject({ id: 'M1', status: 'approved' });
  });
});
