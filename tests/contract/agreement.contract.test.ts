import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-data';
import { demoUser, signInAs, type Backend } from './support/harness';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';
import { useBothBackends } from './support/both-backends';

/**
 * Beyond the per-port contracts: the memory backend gives exactly what the mock server gives for
 * the same seed, so a view tested on memory adapters sees the data the browser will see.
 */
describe('memory and HTTP adapters agree on the seeded data', () => {
  const both = useBothBackends(memoryBackend, httpBackend);

  it.each(DEMO_ACCOUNTS.map((a) => [a.username]))('%s: user info, menu, profile, people tree and version', async (userName) => {
    const read = async (backend: Backend): Promise<unknown[]> => {
      const client = backend.newClient();
      await signInAs(client, demoUser(userName));
      return Promise.all([
        client.auth.getInfo(),
        client.auth.getRouters(),
        client.profile.getProfile(),
        client.profile.userTree(),
        client.version.latest(),
        client.version.visits(userName),
      ]);
    };
    const [fromMemory, fromHttp] = await both(read);
    expect(fromMemory).toEqual(fromHttp);
  });
});
