import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/domain/session/storage-keys';
import type { PushMessage } from '../../src/ports/api/user.dto';
import { demo, demoUser, eventually, signInAs, type BackendFactory, type Client } from './support/harness';
import { useBackend } from './support/suite';

const CHINA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** PushChannel (SPEC sections 7, 8: the remote-login notice): the same expectations for every backend. */
export function describePushChannelContract(name: string, makeBackend: BackendFactory): void {
  describe(`PushChannel contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    const listen = async (client: Client, userName: string, clientUid: string): Promise<{ messages: PushMessage[]; close: () => void }> => {
      const user = demoUser(userName);
      await signInAs(client, user, clientUid);
      const messages: PushMessage[] = [];
      const close = client.push.connect(user.userId, clientUid, client.session.get(storageKeys.token) ?? '', (m) => messages.push(m));
      await client.pushConnected();
      return { messages, close };
    };

    it('tells the first browser when the same account signs in from another one', async () => {
      const first = await listen(newClient(), 'chenjiaqi', 'browser-a');
      await signInAs(newClient(), demoUser('chenjiaqi'), 'browser-b');
      await eventually(() => first.messages.some((m) => m.type === 'remote-login'));
      const notice = first.messages.find((m) => m.type === 'remote-login');
      expect(notice).toMatchObject({ type: 'remote-login', place: expect.any(String), time: expect.stringMatching(CHINA_TIME) });
      first.close();
    });

    it('does not tell the browser that signed in, nor other accounts', async () => {
      const same = await listen(newClient(), 'lideming', 'browser-c');
      const other = await listen(newClient(), 'zhangliping', 'browser-d');
      await signInAs(newClient(), demoUser('lideming'), 'browser-c');
      // A third sign-in that must be heard, so the silence above is not just slowness.
      const watcher = await listen(newClient(), 'hujing', 'browser-e');
      await signInAs(newClient(), demoUser('hujing'), 'browser-f');
      await eventually(() => watcher.messages.some((m) => m.type === 'remote-login'));
      expect(same.messages.filter((m) => m.type === 'remote-login')).toEqual([]);
      expect(other.messages.filter((m) => m.type === 'remote-login')).toEqual([]);
      for (const channel of [same, other, watcher]) channel.close();
    });

    it("pushes a notice reminder to the unread readers' open browsers, and to nobody outside the scope", async () => {
      const jinxian = demo.users.find((u) => u.userId === '10312');
      if (jinxian === undefined) throw new Error('no second 进贤县 user');
      const reader = await listen(newClient(), jinxian.userName, 'browser-j');
      const outside = await listen(newClient(), 'county', 'browser-k');
      const writer = newClient();
      await signInAs(writer, demoUser('city'));
      const draft = await writer.noticeManage.create({ title: '提醒测试', category: 'notice', body: '<p>请阅读</p>', scopeCode: '360124', pinned: false });
      await writer.noticeManage.publish(draft.id, draft.version);
      expect(await writer.noticeManage.remind(draft.id)).toBe(2);
      await eventually(() => reader.messages.some((m) => m.type === 'notice-remind'));
      expect(reader.messages.find((m) => m.type === 'notice-remind')).toEqual({ type: 'notice-remind', noticeId: draft.id, title: '提醒测试', publisherUnit: draft.publisherUnit });
      expect(outside.messages.filter((m) => m.type === 'notice-remind')).toEqual([]);
      for (const channel of [reader, outside]) channel.close();
    });

    it('delivers nothing after close', async () => {
      const closed = await listen(newClient(), 'wanxiuying', 'browser-g');
      closed.close();
      const watcher = await listen(newClient(), 'wanxiuying', 'browser-h');
      await signInAs(newClient(), demoUser('wanxiuying'), 'browser-i');
      await eventually(() => watcher.messages.some((m) => m.type === 'remote-login'));
      expect(closed.messages).toEqual([]);
      watcher.close();
    });
  });
}
