import { describe, expect, it } from 'vitest';
import { CaseApi } from '../../src/ports/case.port';
import { describeCaseContract } from './case.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeCaseContract('memory adapters', memorySignedInBackend);
describeCaseContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 案件', () => {
  it.each([
    ['province', '10002'],
    ['county', '10004'],
  ])('give %s the same lists, details and link choices', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(CaseApi);
        const page = await api.list({ pageIndex: 1, pageSize: 50 });
        const first = await api.detail(page.rows[0]?.id ?? '');
        return [page, await api.list({ pageIndex: 1, pageSize: 5, violation: 'occupation', state: 'open', text: '镇' }), first, await api.links('南昌')];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
