import { describe, expect, it } from 'vitest';
import { LedgerManualApi } from '../../src/ports/ledger-manual.port';
import { describeLedgerManualContract } from './ledger-manual.contract';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const NOW = Date.parse('2026-11-26T02:00:00Z');
const clock = (): number => NOW;

describeLedgerManualContract('memory adapters', () => memorySignedInBackend(clock));
describeLedgerManualContract('HTTP adapters against the mock server', () => httpSignedInBackend(clock));

describe('memory and HTTP adapters agree on 手工台账', () => {
  it.each([
    ['county', '10004'],
    ['city', '10003'],
    ['province', '10002'],
  ])('give %s the same designs, rows and refusals from the seed', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(clock), httpSignedInBackend(clock)]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(LedgerManualApi);
        const refusal = async (promise: Promise<unknown>) => {
          const failure = await failureOf(promise);
          return [failure.userMessage.message, failure.failure.kind === 'http' ? failure.failure.status : undefined];
        };
        return [
          await Promise.all(['tz-form-01', 'tz-form-02', 'tz-form-03'].map((id) => api.design(id))),
          await api.rows({ formId: 'tz-form-02', pageIndex: 1, pageSize: 100 }),
          await api.rows({ formId: 'tz-form-01', pageIndex: 2, pageSize: 3, keyword: '拆除' }),
          await refusal(api.rows({ formId: 'tz-form-01', pageIndex: 1, pageSize: 500 })),
          await refusal(api.saveRow({ formId: 'tz-form-02', version: 0, values: { f1: '2026-13-01', f4: '无' } })),
          await refusal(api.deleteRow('tz-form-01', 'tz-form-02', 'M000001')),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect((memory[1] as { total: number }).total).toBeGreaterThan(1);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
