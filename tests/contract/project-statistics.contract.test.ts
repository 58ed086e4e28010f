import { describe, expect, it } from 'vitest';
import { ProjectStatisticsApi } from '../../src/ports/project-statistics.port';
import { describeProjectStatisticsContract } from './project-statistics.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeProjectStatisticsContract('memory adapters', memorySignedInBackend);
describeProjectStatisticsContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 项目统计 and 超时统计', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same pages, numbers and records', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(ProjectStatisticsApi);
        const numbers = await api.timeoutNumbers({ startDate: '2025-01-01', endDate: '2026-12-31' });
        const row = numbers.rows.find((r) => r.reviewOverdue > 0) ?? numbers.rows[0];
        return [
          await api.projects({ pageIndex: 1, pageSize: 20 }),
          await api.projects({ pageIndex: 2, pageSize: 15, orderBy: 'name', order: 'asc', text: '县' }),
          await api.projects({ pageIndex: 1, pageSize: 30, keyTypeCode: '4', status: 'filed', orderBy: 'count' }),
          numbers,
          await api.timeoutNumbers({ keyTypeCode: '1' }),
          await api.timeoutRecords({ divisionCode: row?.divisionCode ?? '', own: row?.own ?? false, stage: 'review', pageIndex: 1, pageSize: 50 }),
          await api.timeoutRecords({ divisionCode: row?.divisionCode ?? '', stage: 'report', pageIndex: 1, pageSize: 15 }),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
