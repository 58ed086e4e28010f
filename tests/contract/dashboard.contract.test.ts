import { describe, expect, it } from 'vitest';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { describeDashboardApiContract } from './dashboard.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeDashboardApiContract('memory adapters', memorySignedInBackend);
describeDashboardApiContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on the 工作台 of the demo accounts', () => {
  it.each([
    ['admin', '10001'],
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same layout, fast entry, to-do, supervisions, statistics and 常用功能', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(DashboardApi);
        for (const path of ['/process/todo', '/recordReport/query', '/process/todo']) await api.recordVisit(path);
        return [
          await api.layout(),
          await api.fastEntries(userId),
          await api.todoItems({ pageIndex: 1, pageSize: 50 }),
          await api.todoItems({ pageIndex: 2, pageSize: 10, stage: 'toReport' }),
          await api.supervisions(1, 50),
          await api.filingStats(2026),
          await api.filingStats(2025),
          await api.mostUsed(),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
