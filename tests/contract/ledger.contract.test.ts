import { describe, expect, it } from 'vitest';
import { LedgerApi } from '../../src/ports/ledger.port';
import { describeLedgerContract } from './ledger.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeLedgerContract('memory adapters', memorySignedInBackend);
describeLedgerContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 台账', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same catalogue, department detail and range statistics', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(LedgerApi);
        const own = userId === '10002' ? '360000' : userId === '10003' ? '360100' : '360121';
        return [
          await api.page({ pageIndex: 1, pageSize: 15 }),
          await api.depts(),
          await api.detail({ ledgerId: 'tz-auto-2', period: '2025-10', divisionCode: own }),
          await api.range('3', { fromPeriod: '2024-Q1', toPeriod: '2025-Q4', divisionCode: own }),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
