import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser, failureOf, signInAs, type Backend, type Client } from './support/harness';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';

type Call = (client: Client) => Promise<unknown>;

/** Bad inputs of a few endpoints: both backends parse one schema, so they refuse with one 400 and one text. */
const BAD_INPUTS: readonly (readonly [string, Call])[] = [
  ['a page size of 51', (c) => c.bookmarks.list({ pageIndex: 1, pageSize: 51 })],
  ['type 5', (c) => c.bookmarks.add({ type: 5 as 1, bookmarkId: 'x', title: 't' })],
  ['a 65-character id', (c) => c.bookmarks.cancel({ type: 1, bookmarkId: 'x'.repeat(65) })],
  ['51 ids', (c) => c.bookmarks.cancelMany(Array.from({ length: 51 }, (_, i) => `id-${i}`))],
  ['a blank title', (c) => c.bookmarks.add({ type: 1, bookmarkId: 'x', title: '  ' })],
];

describe('input agreement: the memory adapter and the mock server refuse bad input alike', () => {
  const backends: Backend[] = [];
  beforeAll(async () => {
    backends.push(await memoryBackend(), await httpBackend());
  });
  afterAll(async () => {
    await Promise.all(backends.map((backend) => backend.close()));
  });

  it.each(BAD_INPUTS)('%s: the same 400 and Chinese message on both', async (_case, call) => {
    const answers = [];
    for (const backend of backends) {
      const client = backend.newClient();
      await signInAs(client, demoUser('wanzhiyuan'));
      const failure = await failureOf(call(client));
      answers.push({ status: failure.failure.kind === 'http' ? failure.failure.status : undefined, message: failure.message });
    }
    expect(answers[0]?.status).toBe(400);
    expect(answers[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answers[1]).toEqual(answers[0]);
  });
});
