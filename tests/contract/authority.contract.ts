import { describe, expect, it } from 'vitest';
import { AUTHORITY_KEY_PATTERN, AUTHORITY_KEY_TTL_SECONDS } from '../../src/domain/authority/authority-keys';
import { authorityMessages as m } from '../../src/domain/authority/authority-messages';
import { storageKeys } from '../../src/domain/session/storage-keys';
import type { AuthorityPoll } from '../../src/ports/api/authority.endpoints';
import { demoUser, failureOf, signInAs, type BackendFactory, type Client } from './support/harness';
import { useBackend } from './support/suite';

/** The backend's clock in these suites: the real time plus however far a test moved it on. */
export interface MovableClock {
  readonly now: () => number;
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** The token of a granted poll, or a failed expectation. */
function tokenOf(poll: AuthorityPoll): string {
  if (poll.state !== 'granted') throw new Error(`expected a granted key, got ${poll.state}`);
  return poll.token.access_token;
}

/** AuthorityApi (SPEC section 7, authorityCache, issue 19): the same expectations for every backend. */
export function describeAuthorityContract(name: string, makeBackend: BackendFactory, clock: MovableClock): void {
  describe(`AuthorityApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    /** A browser on /qrcode (no token) and one signed in as `userName` on another device. */
    async function pair(userName = 'county'): Promise<{ asker: Client; granter: Client; key: string; ticket: string }> {
      const asker = newClient();
      const granter = newClient();
      await signInAs(granter, demoUser(userName));
      const { key, ticket } = await asker.authority.newKey();
      return { asker, granter, key, ticket };
    }

    it('gives a page without a token a fresh one-time key that waits, without the overlay or a toast', async () => {
      const asker = newClient();
      const first = await asker.authority.newKey();
      const second = await asker.authority.newKey();
      expect(first.key).toMatch(AUTHORITY_KEY_PATTERN);
      expect(first.ticket).toMatch(AUTHORITY_KEY_PATTERN);
      expect(first.key).not.toBe(second.key);
      expect(first.ticket).not.toBe(first.key);
      expect(first.expiresIn).toBe(AUTHORITY_KEY_TTL_SECONDS);
      const poll = await asker.authority.poll(first.key, first.ticket);
      expect(poll.state).toBe('waiting');
      expect(poll.state !== 'granted' && poll.expiresIn).toBeGreaterThan(AUTHORITY_KEY_TTL_SECONDS - 5);
      expect(asker.loading.starts).toBe(0);
      expect(asker.notifier.notices).toEqual([]);
    });

    it('shows the granter who asks, grants once for their own account, and signs the asker in exactly once', async () => {
      const { asker, granter, key, ticket } = await pair('county');
      const brief = await granter.authority.brief(key);
      expect(brief).toMatchObject({ key, state: 'scanned' });
      expect(brief.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(brief.browser.length).toBeGreaterThan(0);
      expect(brief.ip.length).toBeGreaterThan(0);
      expect(brief.place.length).toBeGreaterThan(0);
      expect(await asker.authority.poll(key, ticket)).toMatchObject({ state: 'scanned' });

      expect(await granter.authority.grant(key)).toMatchObject({ key, state: 'granted' });
      // Granting twice does nothing the second time.
      expect(await granter.authority.grant(key)).toMatchObject({ key, state: 'granted' });

      const token = tokenOf(await asker.authority.poll(key, ticket));
      asker.session.set(storageKeys.token, token);
      expect((await asker.auth.getInfo()).user.userName).toBe('county');
      // The granter's own session goes on.
      expect((await granter.auth.getInfo()).user.userName).toBe('county');

      const again = await failureOf(asker.authority.poll(key, ticket));
      expect(again.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(again.message).toBe(m.used);
      expect((await failureOf(granter.authority.grant(key))).message).toBe(m.used);
      expect(asker.notifier.notices).toEqual([]);
    });

    it('cancels: the asker hears cancelled, a later grant is refused, a second cancel changes nothing', async () => {
      const { asker, granter, key, ticket } = await pair('city');
      await granter.authority.brief(key);
      expect(await granter.authority.cancel(key)).toMatchObject({ state: 'cancelled' });
      expect(await granter.authority.cancel(key)).toMatchObject({ state: 'cancelled' });
      expect(await asker.authority.poll(key, ticket)).toMatchObject({ state: 'cancelled' });
      const grant = await failureOf(granter.authority.grant(key));
      expect(grant.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(grant.message).toBe(m.cancelled);
      expect(granter.notifier.notices).toEqual([]);
    });

    it('refuses a grant before the request was seen, another user after a grant, and a cancel after a grant', async () => {
      const { granter, key } = await pair('county');
      expect((await failureOf(granter.authority.grant(key))).message).toBe(m.notScanned);
      await granter.authority.brief(key);
      await granter.authority.grant(key);
      const other = newClient();
      await signInAs(other, demoUser('city'));
      expect(await other.authority.brief(key)).toMatchObject({ state: 'granted' });
      const stolen = await failureOf(other.authority.grant(key));
      expect(stolen.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(stolen.message).toBe(m.grantedByOther);
      expect((await failureOf(granter.authority.cancel(key))).message).toBe(m.alreadyGranted);
    });

    it('expires a key after its time: the asker hears expired, the granter is refused in Chinese', async () => {
      const { asker, granter, key, ticket } = await pair('county');
      await granter.authority.brief(key);
      clock.advance((AUTHORITY_KEY_TTL_SECONDS + 1) * 1000);
      expect(await asker.authority.poll(key, ticket)).toEqual({ state: 'expired', expiresIn: 0 });
      for (const call of [() => granter.authority.brief(key), () => granter.authority.grant(key), () => granter.authority.cancel(key)]) {
        const failure = await failureOf(call());
        expect(failure.failure).toMatchObject({ kind: 'http', status: 409 });
        expect(failure.message).toBe(m.expired);
      }
    });

    it('answers 404 for an unknown key and for the wrong ticket', async () => {
      const { asker, granter, key } = await pair('county');
      const unknown = 'A'.repeat(22);
      const calls = [
        () => granter.authority.brief(unknown),
        () => granter.authority.grant(unknown),
        () => granter.authority.cancel(unknown),
        () => asker.authority.poll(unknown, unknown),
        () => asker.authority.poll(key, unknown),
      ];
      for (const call of calls) {
        const failure = await failureOf(call());
        expect(failure.failure).toMatchObject({ kind: 'http', status: 404 });
        expect(failure.message).toBe(m.unknownKey);
      }
    });

    it('needs a signed-in user to read, grant or cancel', async () => {
      const asker = newClient();
      const { key } = await asker.authority.newKey();
      for (const call of [() => asker.authority.brief(key), () => asker.authority.grant(key), () => asker.authority.cancel(key)]) {
        expect((await failureOf(call())).failure).toMatchObject({ kind: 'http', status: 401 });
      }
    });

    it('refuses a malformed key with a 400 in Chinese', async () => {
      const { asker, granter } = await pair('county');
      const bad = await failureOf(granter.authority.brief('no key!'));
      expect(bad.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(bad.message).toContain('二维码标识');
      const badTicket = await failureOf(asker.authority.poll('A'.repeat(22), ''));
      expect(badTicket.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(badTicket.message).toContain('二维码凭据');
    });
  });
}
