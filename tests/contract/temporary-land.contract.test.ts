import { describe, expect, it } from 'vitest';
import { TemporaryLandApi } from '../../src/ports/temporary-land.port';
import { describeTemporaryLandContract } from './temporary-land.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeTemporaryLandContract('memory adapters', memorySignedInBackend);
describeTemporaryLandContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 临时用地', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same pages and details', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(TemporaryLandApi);
        const first = await api.list({ pageIndex: 1, pageSize: 20 });
        const filtered = await api.list({ pageIndex: 1, pageSize: 15, status: 'overdue', startDate: '2024-01-01', endDate: '2026-12-31', text: '工程' });
        const details = await Promise.all(first.rows.slice(0, 3).map((row) => api.details(row.id)));
        return [first, filtered, details];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
