import { describe, expect, it } from 'vitest';
import { ReceiptApi } from '../../src/ports/document.port';
import { RECEIPT, describeReceiptContract } from './document.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeReceiptContract('memory adapters', memorySignedInBackend);
describeReceiptContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 收文', () => {
  it('give the same registration, split, list and detail', async () => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const run = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn('10004');
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(ReceiptApi);
        const registered = await api.register(RECEIPT);
        const split = await api.split(registered.id, registered.version, ['D360121-02']);
        const { createdAt: _created, ...rest } = split;
        return [rest, (await api.list({ pageIndex: 1, pageSize: 10 })).total, (await api.detail(registered.id)).departmentNames];
      };
      const [memory, http] = await Promise.all([run(0), run(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
