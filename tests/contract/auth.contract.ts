import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, UID_LINK_USERNAME } from '../../src/demo/demo-data';
import { removeSystemManagement, SYSTEM_MANAGEMENT_TITLE } from '../../src/domain/menu/menu';
import { bearerMessages, signInCodes, signInMessages, stillLocked, wrongPassword } from '../../src/domain/session/auth-failures';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { demo, demoUser, failureOf, signIn, signInAs, signInWithUid, type BackendFactory, type Client } from './support/harness';
import { useBackend } from './support/suite';

/** AuthApi (SPEC sections 2, 6, 7, 8): the same expectations for every backend. */
export function describeAuthApiContract(name: string, makeBackend: BackendFactory): void {
  describe(`AuthApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    it.each(DEMO_ACCOUNTS.map((a) => [a.username, a]))('signs in as %s and loads who they are', async (_name, account) => {
      const client = newClient();
      const token = await signIn(client, account.username, account.password);
      expect(token.access_token.length).toBeGreaterThan(10);
      expect(token.token_type).toBe('bearer');
      expect(token.expires_in).toBeGreaterThan(0);

      const user = demoUser(account.username);
      const role = demo.roles.find((r) => r.roleKey === user.roleKey);
      const info = await client.auth.getInfo();
      expect(info.roles).toEqual([user.roleKey]);
      expect(info.permissions).toEqual(role?.permissions);
      expect(info.user).toMatchObject({
        userId: user.userId,
        userName: account.username,
        nickName: user.nickName,
        level: account.level,
        divisionCode: user.divisionCode,
        deptName: demo.departments.find((d) => d.deptId === user.deptId)?.deptName,
      });
      expect(client.notifier.notices).toEqual([]);
      expect(client.loading.starts).toBe(2);
    });

    it('gives the menu of the role, 系统管理 included (the client drops it)', async () => {
      const client = newClient();
      await signInAs(client, demoUser('admin'));
      const menu = await client.auth.getRouters();
      expect(menu).toEqual(demo.menus[demoUser('admin').roleKey]);
      expect(menu.some((entry) => entry.meta?.title === SYSTEM_MANAGEMENT_TITLE)).toBe(true);
      expect(removeSystemManagement(menu).some((entry) => entry.meta?.title === SYSTEM_MANAGEMENT_TITLE)).toBe(false);
    });

    it('gives a captcha image as an SVG', async () => {
      const image = await newClient().auth.captchaImage(3);
      expect(image.type).toMatch(/^image\/svg\+xml/);
      expect(await image.text()).toMatch(/^<svg[\s>]/);
    });

    describe('refuses a sign-in with the server msg, shown as a warning (SPEC section 8)', () => {
      const refusal = async (client: Client, attempt: Promise<unknown>, code: number, msg: string): Promise<void> => {
        const failure = await failureOf(attempt);
        expect(failure.failure).toEqual({ kind: 'rejected', code, msg });
        expect(failure.message).toBe(msg);
        expect(failure.notified).toBe(true);
        expect(client.notifier.notices).toEqual([{ message: msg, level: 'warning', durationMs: 5000 }]);
        expect(client.followUps.actions).toEqual([]);
        expect(client.session.get(storageKeys.token)).toBeUndefined();
      };

      it('wrong captcha', async () => {
        const client = newClient();
        const county = demoUser('county');
        await client.newCaptcha();
        const form = { username: client.cipher.encrypt(county.userName), password: client.cipher.encrypt(county.password), captcha: 'zzzz', grant_type: 'password' as const };
        await refusal(client, client.auth.requestToken(form), signInCodes.captchaWrong, signInMessages.captchaWrong);
      });

      it('empty captcha', async () => {
        const client = newClient();
        await client.newCaptcha();
        const form = { username: client.cipher.encrypt('city'), password: client.cipher.encrypt('City@2026'), captcha: ' ', grant_type: 'password' as const };
        await refusal(client, client.auth.requestToken(form), signInCodes.captchaMissing, signInMessages.captchaMissing);
      });

      it('wrong password, saying how many tries are left', async () => {
        const client = newClient();
        await refusal(client, signIn(client, 'hexiaoyan', 'Wrong@2026'), signInCodes.badCredentials, wrongPassword(4));
      });

      it('unknown user, without telling it apart from a wrong password', async () => {
        const client = newClient();
        await refusal(client, signIn(client, 'nobody', 'Whatever@1'), signInCodes.badCredentials, signInMessages.badCredentials);
      });

      it('credentials that were not encrypted with the shared key', async () => {
        const client = newClient();
        const captcha = await client.newCaptcha();
        const attempt = client.auth.requestToken({ username: 'admin', password: 'Admin@2026', captcha, grant_type: 'password' });
        await refusal(client, attempt, signInCodes.malformedCredentials, signInMessages.malformedCredentials);
      });

      it('the uid-link service account signing in directly', async () => {
        const client = newClient();
        const gateway = demoUser(UID_LINK_USERNAME);
        await refusal(client, signInAs(client, gateway), signInCodes.serviceAccountOnly, signInMessages.serviceAccountOnly);
      });

      it('locks the account after 5 wrong passwords in a row, even for the right one', async () => {
        const client = newClient();
        const victim = demoUser('wanzhiyuan');
        for (let left = 4; left >= 1; left -= 1) {
          const failure = await failureOf(signIn(client, victim.userName, 'Wrong@2026'));
          expect(failure.message).toBe(wrongPassword(left));
        }
        expect((await failureOf(signIn(client, victim.userName, 'Wrong@2026'))).message).toBe(signInMessages.lockedNow);
        const locked = await failureOf(signInAs(client, victim));
        expect(locked.failure).toEqual({ kind: 'rejected', code: signInCodes.locked, msg: stillLocked(30) });
        expect(client.notifier.notices).toHaveLength(6);
        expect(client.loading).toMatchObject({ starts: 6, ends: 6 });
      });

      it('a right password resets the count of wrong ones', async () => {
        const client = newClient();
        const user = demoUser('xuxiaodong');
        await failureOf(signIn(client, user.userName, 'Wrong@2026'));
        await failureOf(signIn(client, user.userName, 'Wrong@2026'));
        await signInAs(client, user);
        expect((await failureOf(signIn(client, user.userName, 'Wrong@2026'))).message).toBe(wrongPassword(4));
      });
    });

    describe('the uid link (SPEC section 2)', () => {
      it('signs the gateway in as the user named by uid, without a captcha', async () => {
        const client = newClient();
        await signInWithUid(client, demoUser(UID_LINK_USERNAME), { uid: demoUser('county').userId, ignorekey: 'ignore' });
        expect((await client.auth.getInfo()).user.userName).toBe('county');
      });

      it('refuses an ordinary account and an unknown uid', async () => {
        const client = newClient();
        const uid = demoUser('county').userId;
        expect((await failureOf(signInWithUid(client, demoUser('admin'), { uid, ignorekey: 'ignore' }))).message).toBe(signInMessages.uidNotAllowed);
        expect((await failureOf(signInWithUid(client, demoUser(UID_LINK_USERNAME), { uid: '99999', ignorekey: 'ignore' }))).message).toBe(
          signInMessages.uidUnknown,
        );
      });

      it('answers an incomplete link with a 400', async () => {
        const client = newClient();
        const failure = await failureOf(signInWithUid(client, demoUser(UID_LINK_USERNAME), { uid: '10004' }));
        expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
        expect(failure.message).toBe(signInMessages.uidIncomplete);
      });
    });

    describe('without a valid token', () => {
      it('getInfo without a token is a 401: warning for 3 s, then sign in again', async () => {
        const client = newClient();
        const failure = await failureOf(client.auth.getInfo());
        expect(failure.failure).toMatchObject({ kind: 'http', status: 401 });
        expect(client.notifier.notices).toEqual([{ message: bearerMessages.noToken, level: 'warning', durationMs: 3000 }]);
        expect(client.followUps.actions).toEqual([{ kind: 'relogin' }]);
      });

      it('revoke ends the session: the old token is refused afterwards', async () => {
        const client = newClient();
        await signInAs(client, demoUser('province'));
        await client.auth.revokeToken();
        const info = await failureOf(client.auth.getInfo());
        expect(info.failure).toMatchObject({ kind: 'http', status: 401 });
        expect(info.message).toBe(bearerMessages.tokenExpired);
        expect(info.userMessage.followUp).toEqual({ kind: 'relogin' });
        expect(client.followUps.actions).toEqual([{ kind: 'relogin' }]);
        expect((await failureOf(client.auth.getRouters())).failure).toMatchObject({ kind: 'http', status: 401 });
        expect((await failureOf(client.auth.revokeToken())).failure).toMatchObject({ kind: 'http', status: 401 });
      });

      it('revoking one session leaves the same account signed in elsewhere', async () => {
        const first = newClient();
        const second = newClient();
        await signInAs(first, demoUser('city'));
        await signInAs(second, demoUser('city'));
        await first.auth.revokeToken();
        expect((await second.auth.getInfo()).user.userName).toBe('city');
      });

      it('a made-up token is refused like an expired one', async () => {
        const client = newClient();
        client.session.set(storageKeys.token, 'made-up-token');
        expect((await failureOf(client.auth.getInfo())).message).toBe(bearerMessages.tokenExpired);
      });
    });
  });
}
