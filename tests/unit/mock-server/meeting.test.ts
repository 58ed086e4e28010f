import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingMessages as m } from '../../../src/domain/meeting/meeting-messages';
import { bearer, call, signIn, startServer, type TestServer } from './mock-client';

/** 2026-12-02 07:00 China time. */
const NOW = Date.parse('2026-12-02T07:00:00+08:00');
const json = (token: string, body: unknown): RequestInit => ({ method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('会议 on the mock server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ clock: () => NOW });
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('keeps a booking and the seeded meetings across a restart', async () => {
    const token = await signIn(server, 'county', 'County@2026');
    const booked = await call(server, '/api/op/meeting/booking/save', json(token, { roomId: 'MR36012103', date: '2026-12-05', start: '09:00', end: '10:00', subject: '重启测试' }));
    expect([booked.status, booked.body.data.state]).toEqual([200, 'confirmed']);
    const before = await call(server, '/api/op/meeting/list?pageIndex=1&pageSize=50', { headers: bearer(token) });
    server = await server.restart();
    const again = await signIn(server, 'county', 'County@2026');
    const after = await call(server, '/api/op/meeting/list?pageIndex=1&pageSize=50', { headers: bearer(again) });
    expect(after.body.data).toEqual(before.body.data);
    const taken = await call(server, '/api/op/meeting/booking/save', json(again, { roomId: 'MR36012103', date: '2026-12-05', start: '09:30', end: '10:30', subject: '重复' }));
    expect([taken.status, taken.body.msg]).toEqual([409, m.slotTaken('重启测试', '2026-12-05 09:00-10:00')]);
  });

  it('answers malformed JSON and wrong types with 400 and a Chinese message, never a 500', async () => {
    const token = await signIn(server, 'county', 'County@2026');
    for (const body of ['{', JSON.stringify({ id: 5, version: 'x' }), JSON.stringify([1, 2])]) {
      const answer = await call(server, '/api/op/meeting/approve', { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/json' }, body });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const query = await call(server, '/api/op/meeting/calendar?startDate=x', { headers: bearer(token) });
    expect(query.status).toBe(400);
  });
});
