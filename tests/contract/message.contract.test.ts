import { describe, expect, it } from 'vitest';
import { MessageApi } from '../../src/ports/message.port';
import { describeMessageContract } from './message.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeMessageContract('memory adapters', memorySignedInBackend);
describeMessageContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 秘书', () => {
  it.each([
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same lists and details', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(MessageApi);
        const inbox = await api.list({ box: 'inbox', pageIndex: 1, pageSize: 50 });
        const sent = await api.list({ box: 'sent', pageIndex: 1, pageSize: 50 });
        return [inbox, sent, await api.list({ box: 'inbox', pageIndex: 1, pageSize: 2, text: '设施' }), await api.open(sent.rows[0]?.id ?? ''), await api.open(inbox.rows[0]?.id ?? '')];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
