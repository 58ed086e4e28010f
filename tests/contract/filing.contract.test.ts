import { describe, expect, it } from 'vitest';
import { FilingApi } from '../../src/ports/filing.port';
import { describeFilingApiContract, httpFilingBackend, memoryFilingBackend } from './filing.contract';

describeFilingApiContract('memory adapters', memoryFilingBackend);
describeFilingApiContract('HTTP adapters against the mock server', httpFilingBackend);

describe('memory and HTTP adapters agree on the seeded filings', () => {
  it('give the province the same lists, details and withdrawal applications', async () => {
    const backends = await Promise.all([memoryFilingBackend(), httpFilingBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn('10002');
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(FilingApi);
        const page = await api.list('query', { pageIndex: 2, pageSize: 30, orderBy: 'approvalDate', order: 'asc' });
        const first = page.rows[0]?.keyNumGather ?? '';
        return [page, await api.list('toBeReviewed', { pageIndex: 1, pageSize: 50 }), await api.detail(first), await api.history(first), await api.withdrawals()];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
