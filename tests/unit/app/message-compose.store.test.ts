import { describe, expect, it } from 'vitest';
import { MessageComposeStore } from '../../../src/app/message/message-compose.store';
import type { MessageDetail, MessageSend } from '../../../src/domain/message/message-types';
import type { MessageApi } from '../../../src/ports/message.port';
import type { ProfileApi } from '../../../src/ports/profile.port';

/** Records every send; answers each one after `release` is called. */
class FakeMessages implements MessageApi {
  readonly sends: MessageSend[] = [];
  private pending: (() => void)[] = [];

  list(): never {
    throw new Error('not used');
  }

  open(): never {
    throw new Error('not used');
  }

  send(body: MessageSend): Promise<MessageDetail> {
    this.sends.push(body);
    return new Promise((resolve) => {
      this.pending.push(() =>
        resolve({ id: `XX${this.sends.length}`, subject: body.subject, body: body.body, senderId: '10004', senderName: '陈志强', sentAt: '2026-11-20T02:00:00.000Z', mine: true, recipients: [], filesKey: body.filesKey }),
      );
    });
  }

  remove(): Promise<void> {
    return Promise.resolve();
  }

  release(): void {
    for (const answer of this.pending.splice(0)) answer();
  }
}

function storeWith(api: FakeMessages): MessageComposeStore {
  let next = 0;
  const ids = { uuid: () => `00000000-0000-0000-0000-00000000000${(next += 1)}`, randomInt: (min: number) => min };
  return new MessageComposeStore(api, { userTree: () => Promise.resolve([]) } as unknown as ProfileApi, ids);
}

const draft = { persons: ['10003'], departments: [], subject: '主题', body: '正文' };

describe('MessageComposeStore', () => {
  it('sends once while a send is under way, and names the next message with a fresh files key', async () => {
    const api = new FakeMessages();
    const store = storeWith(api);
    await store.start(undefined);
    const first = store.send(draft);
    const second = store.send(draft);
    expect(await second).toBeUndefined();
    api.release();
    expect((await first)?.id).toBe('XX1');
    expect(api.sends).toHaveLength(1);

    const next = store.send({ ...draft, subject: '下一条' });
    api.release();
    await next;
    expect(api.sends).toHaveLength(2);
    expect(api.sends[1]?.filesKey).not.toBe(api.sends[0]?.filesKey);
  });
});
