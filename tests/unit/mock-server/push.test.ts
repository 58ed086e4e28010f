import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../../src/ports/api/user.dto';
import { call, signIn, startServer, type TestServer } from './mock-client';

/** Reads server-sent events from a fetch response. */
class EventReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;

  constructor(response: Response) {
    if (response.body === null) throw new Error('no body');
    this.reader = response.body.getReader();
  }

  /** The next data message, or undefined when none arrives within the time limit. */
  async next(timeoutMs = 3000): Promise<PushMessage | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /(?:^|\n)data: (.*)\n\n/.exec(this.buffer);
      if (match?.[1] !== undefined) {
        this.buffer = this.buffer.slice((match.index ?? 0) + match[0].length);
        return JSON.parse(match[1]) as PushMessage;
      }
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      this.pending ??= this.reader.read();
      const result = await Promise.race([this.pending, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))]);
      if (result === 'timeout') return undefined;
      this.pending = undefined;
      if (result.done) return undefined;
      this.buffer += this.decoder.decode(result.value, { stream: true });
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel();
  }
}

describe('mock server push channel', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  const open = async (userId: string, clientUuid: string, token: string): Promise<EventReader> => {
    const res = await fetch(`${server.url}/api/user/push/web/${userId}/${clientUuid}?access_token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    return new EventReader(res);
  };

  it('tells the first browser when the same account signs in from another one, not the signing-in browser', async () => {
    const tokenA = await signIn(server, 'county', 'County@2026', 'browser-a');
    const first = await open('10004', 'browser-a', tokenA);
    const tokenB = await signIn(server, 'county', 'County@2026', 'browser-b');
    const notice = await first.next();
    expect(notice).toEqual({ type: 'remote-login', place: '本机（127.0.0.1）', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });

    const second = await open('10004', 'browser-b', tokenB);
    await signIn(server, 'county', 'County@2026', 'browser-b');
    expect(await first.next()).toMatchObject({ type: 'remote-login' });
    expect(await second.next(300)).toBeUndefined();

    // Another account signing in tells nobody here.
    await signIn(server, 'city', 'City@2026', 'browser-c');
    expect(await first.next(300)).toBeUndefined();
    await Promise.all([first.close(), second.close()]);
  });

  it('refuses a stream without a token, with a bad one or with the token of another user', async () => {
    const cityToken = await signIn(server, 'city', 'City@2026');
    for (const query of ['', '?access_token=nope', `?access_token=${cityToken}`]) {
      const answer = await call(server, `/api/user/push/web/10004/browser-x${query}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 401, error: 'unauthorized', error_description: expect.stringMatching(/请重新登录$/) });
    }
  });
});
