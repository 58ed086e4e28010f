import { describe, expect, it } from 'vitest';
import { DistrictStatisticsApi } from '../../src/ports/district-statistics.port';
import { describeDistrictStatisticsContract } from './district-statistics.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeDistrictStatisticsContract('memory adapters', memorySignedInBackend);
describeDistrictStatisticsContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 区域统计', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same district tables and area make-up', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(DistrictStatisticsApi);
        return [
          await api.district({}),
          await api.district({ keyTypeCode: '2', status: 'filed', startDate: '2024-01-01', endDate: '2026-12-31' }),
          await api.areaMakeUp({}),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
