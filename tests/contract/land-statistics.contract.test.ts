import { describe, expect, it } from 'vitest';
import { LandStatisticsApi } from '../../src/ports/land-statistics.port';
import { describeLandStatisticsContract } from './land-statistics.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeLandStatisticsContract('memory adapters', memorySignedInBackend);
describeLandStatisticsContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 集体土地 and 耕地变化', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same heads, rows and changes', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(LandStatisticsApi);
        return [
          await api.collectiveHead({ unit: 'mu' }),
          await api.collectiveRows({}),
          await api.collectiveRows({ keyTypeCode: '4', status: 'filed', startDate: '2025-01-01', endDate: '2026-06-30', unit: 'mu' }),
          await api.farmlandChange({ year: 2026, granularity: 'month' }),
          await api.farmlandChange({ year: 2025, granularity: 'quarter', keyTypeCode: '1' }),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
