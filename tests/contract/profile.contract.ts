import { describe, expect, it } from 'vitest';
import { bearerMessages, passwordChangeCodes, passwordChangeMessages, wrongPassword } from '../../src/domain/session/auth-failures';
import { profileMessages } from '../../src/domain/session/profile-failures';
import { validationMessages } from '../../src/domain/validation/messages';
import type { ProfileUpdate, TreeOption } from '../../src/ports/api/user.dto';
import { demo, demoUser, failureOf, signIn, signInAs, type BackendFactory, type Client } from './support/harness';
import { useBackend } from './support/suite';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const leaves = (options: readonly TreeOption[]): TreeOption[] =>
  options.flatMap((option) => (option.children === undefined ? [option] : leaves(option.children)));

/** ProfileApi (SPEC sections 4, 5, 7): the same expectations for every backend. */
export function describeProfileApiContract(name: string, makeBackend: BackendFactory): void {
  describe(`ProfileApi contract: ${name}`, () => {
    const { newClient } = useBackend(makeBackend);

    const signedIn = async (userName: string): Promise<Client> => {
      const client = newClient();
      await signInAs(client, demoUser(userName));
      return client;
    };

    it('gives the profile with role and post', async () => {
      const client = await signedIn('city');
      const user = demoUser('city');
      const profile = await client.profile.getProfile();
      expect(profile.user).toMatchObject({ userId: user.userId, userName: 'city', nickName: user.nickName, sex: user.sex, createTime: user.createTime });
      expect(profile.roleGroup).toBe(demo.roles.find((r) => r.roleKey === user.roleKey)?.roleName);
      expect(profile.postGroup).toBe(user.postName);
    });

    it('updates the profile; getInfo and getProfile show the change', async () => {
      const client = await signedIn('hexuemei');
      const update: ProfileUpdate = { nickName: ' 何雪梅（改） ', email: 'he.xm@jxzrzy.gov.cn', phone: '13912345678', sex: '1' };
      const saved = await client.profile.updateProfile(update);
      expect(saved.user).toMatchObject({ nickName: '何雪梅（改）', email: 'he.xm@jxzrzy.gov.cn', phone: '13912345678', sex: '1' });
      expect((await client.profile.getProfile()).user.nickName).toBe('何雪梅（改）');
      expect((await client.auth.getInfo()).user.email).toBe('he.xm@jxzrzy.gov.cn');
    });

    const valid: ProfileUpdate = { nickName: '罗国强', email: 'luo@jxzrzy.gov.cn', phone: '13800000000', sex: '0' };
    it.each([
      ['an empty nick name', { ...valid, nickName: '  ' }, profileMessages.nickNameRequired],
      ['a nick name over 30 characters', { ...valid, nickName: '长'.repeat(31) }, profileMessages.nickNameTooLong],
      ['a malformed e-mail', { ...valid, email: 'luo@' }, validationMessages.emailInvalid],
      ['a malformed phone number', { ...valid, phone: '12345' }, validationMessages.phoneInvalid],
    ])('refuses %s with a 400 naming the field, and changes nothing', async (_what, update, message) => {
      const client = await signedIn('luoguoqiang');
      const before = await client.profile.getProfile();
      const failure = await failureOf(client.profile.updateProfile(update));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(failure.message).toBe(message);
      expect(client.notifier.notices).toEqual([{ message, level: 'warning', durationMs: 5000 }]);
      expect(await client.profile.getProfile()).toEqual(before);
    });

    describe('updatePassword (both values encrypted; data 1 is success)', () => {
      it.each([
        ['a wrong old password', 'Wrong@2026', 'Better@2027', passwordChangeCodes.oldPasswordWrong, passwordChangeMessages.oldPasswordWrong],
        ['a weak new password', 'Prov@2026', 'password', passwordChangeCodes.newPasswordWeak, passwordChangeMessages.newPasswordWeak],
        ['the same password again', 'Prov@2026', 'Prov@2026', passwordChangeCodes.samePassword, passwordChangeMessages.samePassword],
      ])('refuses %s with the server msg', async (_what, oldPassword, newPassword, code, msg) => {
        const client = await signedIn('huangjianping');
        const failure = await failureOf(client.profile.updatePassword(client.cipher.encrypt(oldPassword), client.cipher.encrypt(newPassword)));
        expect(failure.failure).toEqual({ kind: 'rejected', code, msg });
        expect(client.notifier.last()).toEqual({ message: msg, level: 'warning', durationMs: 5000 });
      });

      it('refuses values that were not encrypted with the shared key', async () => {
        const client = await signedIn('huangjianping');
        const failure = await failureOf(client.profile.updatePassword('Prov@2026', 'Better@2027'));
        expect(failure.message).toBe(passwordChangeMessages.malformedPassword);
      });

      it('changes the password: the new one signs in, the old one does not, other sessions end', async () => {
        const user = demoUser('dengting');
        const other = await signedIn(user.userName);
        const client = await signedIn(user.userName);
        await expect(client.profile.updatePassword(client.cipher.encrypt(user.password), client.cipher.encrypt('Fresh#2027a'))).resolves.toBe(1);
        expect((await client.auth.getInfo()).user.userName).toBe(user.userName);
        expect((await failureOf(other.auth.getInfo())).message).toBe(bearerMessages.tokenExpired);

        const again = newClient();
        expect((await failureOf(signInAs(again, user))).message).toBe(wrongPassword(4));
        await signIn(again, user.userName, 'Fresh#2027a');
      });
    });

    describe('avatar upload', () => {
      it('stores an image and shows it as the user avatar', async () => {
        const client = await signedIn('zhouhaitao');
        const { imgUrl } = await client.profile.uploadAvatar(new Blob([PNG], { type: 'image/png' }), '头像.png');
        expect(imgUrl.length).toBeGreaterThan(0);
        expect((await client.auth.getInfo()).user.avatar).toBe(imgUrl);
      });

      it('refuses a file that is not an image, whatever its name says', async () => {
        const client = await signedIn('zhouhaitao');
        const failure = await failureOf(client.profile.uploadAvatar(new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'a.png'));
        expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
        expect(failure.message).toBe(profileMessages.avatarNotImage);
      });
    });

    it('gives the people tree: units, departments and every staff member once as a TbUser leaf', async () => {
      const client = await signedIn('province');
      const tree = await client.profile.userTree();
      expect(tree.length).toBeGreaterThan(0);
      expect(tree[0]?.asUnit).toBe(true);
      const people = leaves(tree);
      expect(people.every((leaf) => leaf.type === 'TbUser')).toBe(true);
      const staff = demo.users.filter((u) => u.kind === 'staff').map((u) => u.userId);
      expect(people.map((leaf) => leaf.id).sort()).toEqual([...staff].sort());
    });

    it('refuses every profile call without a token with a 401', async () => {
      const client = newClient();
      // One after the other: promises started together could reject before they are awaited (unhandled).
      for (const call of [() => client.profile.getProfile(), () => client.profile.userTree(), () => client.profile.updatePassword('a', 'b')]) {
        expect((await failureOf(call())).failure).toMatchObject({ kind: 'http', status: 401 });
      }
      expect(client.followUps.actions).toEqual([{ kind: 'relogin' }, { kind: 'relogin' }, { kind: 'relogin' }]);
    });
  });
}
