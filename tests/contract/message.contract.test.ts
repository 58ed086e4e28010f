import { describe, expect, it } from 'vitest';
import { messageFieldLabels } from '../../src/domain/message/message-messages';
import { MessageApi } from '../../src/ports/message.port';
import { failureOf } from './support/harness';
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

describe('memory and HTTP adapters refuse an unknown read filter alike', () => {
  it('with 400 and the field named in Chinese', async () => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const answers = await Promise.all(
        backends.map(async (backend) => {
          const api = (await backend.signedIn('10004')).container.get(MessageApi);
          const failure = await failureOf(api.list({ box: 'inbox', pageIndex: 1, pageSize: 15, read: 'opened' as 'unread' }));
          return { status: failure.failure.kind === 'http' ? failure.failure.status : undefined, message: failure.message };
        }),
      );
      expect(answers[0]?.status).toBe(400);
      expect(answers[0]?.message).toContain(messageFieldLabels.read);
      expect(answers[1]).toEqual(answers[0]);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
