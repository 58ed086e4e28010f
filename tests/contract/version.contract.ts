import { describe, expect, it } from 'vitest';
import { profileMessages } from '../../src/domain/session/profile-failures';
import { demo, demoUser, failureOf, signInAs, type BackendFactory } from './support/harness';
import { useBackend } from './support/suite';

/** VersionApi (SPEC section 4, first visit): the same expectations for every backend. */
export function describeVersionApiContract(name: string, makeBackend: BackendFactory): void {
  describe(`VersionApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    it('gives the current release notes', async () => {
      const client = newClient();
      await signInAs(client, demoUser('county'));
      expect(await client.version.latest()).toEqual(demo.version);
    });

    it('counts visits per account: 0 at first, one more for each markSeen', async () => {
      const client = newClient();
      await signInAs(client, demoUser('yangjunjie'));
      expect(await client.version.visits('yangjunjie')).toBe(0);
      expect(await client.version.markSeen('yangjunjie')).toBe(1);
      expect(await client.version.markSeen('yangjunjie')).toBe(2);
      expect(await client.version.visits('yangjunjie')).toBe(2);
      expect(await client.version.visits('lideming')).toBe(0);
    });

    it('runs in the background: no loading overlay', async () => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const before = client.loading.starts;
      await client.version.visits('city');
      await client.version.latest();
      expect(client.loading.starts).toBe(before);
    });

    it("refuses to move someone else's counter with a 403, without a toast", async () => {
      const client = newClient();
      await signInAs(client, demoUser('city'));
      const failure = await failureOf(client.version.markSeen('province'));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(failure.message).toBe(profileMessages.visitsOfOthers);
      expect(failure.notified).toBe(false);
      expect(client.notifier.notices).toEqual([]);
      expect(await client.version.visits('province')).toBe(0);
    });

    it('refuses without a token: no toast, but the session follow-up still goes out', async () => {
      const client = newClient();
      const failure = await failureOf(client.version.visits('admin'));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 401 });
      expect(client.notifier.notices).toEqual([]);
      expect(client.followUps.actions).toEqual([{ kind: 'relogin' }]);
    });
  });
}
