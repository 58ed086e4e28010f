import { describe, expect, it } from 'vitest';
import { AesCipher } from '../../src/adapters/crypto/aes-cipher';
import { adminMessages } from '../../src/domain/admin/admin-messages';
import { systemMessages } from '../../src/domain/admin/system-settings';
import { bearerMessages, signInMessages } from '../../src/domain/session/auth-failures';
import { validationMessages } from '../../src/domain/validation/messages';
import { AdminApi } from '../../src/ports/admin.port';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../src/ports/api/defaults';
import { AuthApi } from '../../src/ports/auth.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const ADMIN = '10001';
const COUNTY = '10004';
const cipher = new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV });

const portsOf = (browser: SignedInBrowser) => ({ admin: browser.container.get(AdminApi), auth: browser.container.get(AuthApi), browser });
type Failure = Awaited<ReturnType<typeof failureOf>>;
const statusOf = (failure: Failure): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : failure.failure.kind === 'rejected' ? failure.failure.code : undefined);
const problemsOf = (failure: Failure): unknown => (failure.failure.kind === 'http' && typeof failure.failure.body === 'object' && failure.failure.body !== null ? (failure.failure.body as { fieldProblems?: unknown }).fieldProblems : undefined);

/** AdminApi (用户管理, 审计日志, 系统参数): the same expectations for every backend. */
export function describeAdminContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`AdminApi contract: ${name}`, () => {
    let backendRef: Awaited<ReturnType<SignedInBackendFactory>> | undefined;
    const factory: SignedInBackendFactory = async () => {
      backendRef = await makeBackend();
      return backendRef;
    };
    const { as } = useSignedInBackend(factory, portsOf);
    const signInNew = async (userId: string, userName: string, password: string) => {
      if (backendRef === undefined) throw new Error('no backend');
      return portsOf(await backendRef.signedIn(userId, { userName, password }));
    };

    it('refuses everyone but the administrator with 403 and its message', async () => {
      const { admin } = await as(COUNTY);
      // One call at a time: calls made up front reject while the first is awaited, unhandled.
      const calls = [() => admin.users({ pageIndex: 1, pageSize: 15 }), () => admin.audit({ pageIndex: 1, pageSize: 15 }), () => admin.systemSettings(), () => admin.unlock({ userId: COUNTY, version: 1 })];
      for (const call of calls) {
        const failure = await failureOf(call());
        expect(statusOf(failure)).toBe(403);
        expect(failure.userMessage.message).toBe(adminMessages.adminOnly);
      }
    });

    it('lists users by division and text, in SPEC page sizes, and refuses other sizes with 400', async () => {
      const { admin } = await as(ADMIN);
      const county = await admin.users({ divisionCode: '360121', pageIndex: 1, pageSize: 15 });
      expect(county.total).toBeGreaterThan(0);
      expect(county.rows.every((row) => row.divisionCode === '360121')).toBe(true);
      const city = await admin.users({ divisionCode: '360100', pageIndex: 1, pageSize: 50 });
      expect(city.rows.some((row) => row.divisionCode === '360121')).toBe(true);
      const found = await admin.users({ text: '陈志强', pageIndex: 1, pageSize: 15 });
      expect(found.rows.map((row) => row.userName)).toEqual(['county']);
      expect(statusOf(await failureOf(admin.users({ pageIndex: 1, pageSize: 10 })))).toBe(400);
    });

    it('creates a user who signs in; disabling refuses their next call and their sign-in; all of it is logged without passwords', async () => {
      const { admin } = await as(ADMIN);
      const options = await admin.options();
      const dept = options.departments.find((d) => d.divisionCode === '360121' && d.kind === 'office');
      expect(options.roles.map((r) => r.roleKey)).not.toContain('uid_link');
      const password = 'Newbie#2026';
      const draft = { userName: 'contract_new', nickName: '合同测试', divisionCode: '360121', deptId: dept?.deptId ?? '', phone: '13912345678', roleKey: 'county_staff', password: cipher.encrypt(password) };

      const weak = await failureOf(admin.createUser({ ...draft, userName: 'County', password: cipher.encrypt('abc12345') }));
      expect(statusOf(weak)).toBe(400);
      expect(problemsOf(weak)).toMatchObject({ password: validationMessages.passwordWeakChange, userName: adminMessages.accountTaken });

      const created = await admin.createUser(draft);
      expect(created).toMatchObject({ userName: 'contract_new', nickName: '合同测试', disabled: false, locked: false, version: 1, roleName: '县局业务人员' });
      expect(problemsOf(await failureOf(admin.createUser(draft)))).toMatchObject({ userName: adminMessages.accountTaken });

      const newcomer = await signInNew(created.userId, 'contract_new', password);
      expect((await newcomer.auth.getInfo()).user.userName).toBe('contract_new');

      const stale = await failureOf(admin.setDisabled({ userId: created.userId, version: 9 }, true));
      expect(statusOf(stale)).toBe(409);
      expect(stale.userMessage.message).toBe(adminMessages.stale);
      const disabled = await admin.setDisabled({ userId: created.userId, version: 1 }, true);
      expect(disabled).toMatchObject({ disabled: true, version: 2 });

      const refused = await failureOf(newcomer.auth.getInfo());
      expect(statusOf(refused)).toBe(401);
      expect(refused.userMessage.message).toBe(bearerMessages.disabled);
      const signIn = await failureOf(signInNew(created.userId, 'contract_new', password));
      expect(signIn.userMessage.message).toBe(signInMessages.disabled);

      const role = await admin.assignRole({ userId: created.userId, version: 2 }, 'city_staff');
      expect(role).toMatchObject({ roleKey: 'city_staff', version: 3 });
      const weakReset = await failureOf(admin.resetPassword({ userId: created.userId, version: 3 }, cipher.encrypt('password')));
      expect(statusOf(weakReset)).toBe(400);
      expect(weakReset.userMessage.message).toBe(validationMessages.passwordWeakChange);
      await admin.resetPassword({ userId: created.userId, version: 3 }, cipher.encrypt('Reset#2026a'));
      await admin.setDisabled({ userId: created.userId, version: 4 }, false);
      expect((await (await signInNew(created.userId, 'contract_new', 'Reset#2026a')).auth.getInfo()).user.userName).toBe('contract_new');
      expect(statusOf(await failureOf(admin.setDisabled({ userId: ADMIN, version: 1 }, true)))).toBe(403);

      const log = await admin.audit({ pageIndex: 1, pageSize: 50 });
      const mine = log.rows.filter((entry) => entry.targetUserId === created.userId).map((entry) => entry.action);
      expect(mine).toEqual(['enableUser', 'resetPassword', 'assignRole', 'disableUser', 'createUser']);
      expect(JSON.stringify(log)).not.toContain(password);
      expect(JSON.stringify(log)).not.toContain('Reset#2026a');
      expect(log.rows.every((entry) => entry.operatorName === '系统管理员（admin）')).toBe(true);
      expect((await admin.audit({ action: 'assignRole', pageIndex: 1, pageSize: 15 })).rows[0]?.changes).toEqual([{ field: '角色', from: '县局业务人员', to: '市局业务人员' }]);
      expect((await admin.audit({ operator: 'nobody', pageIndex: 1, pageSize: 15 })).total).toBe(0);
    });

    it('reads the log by China-time day, and refuses a range that ends before it starts with 400 at 结束日期', async () => {
      const { admin } = await as(ADMIN);
      const reversed = await failureOf(admin.audit({ from: '2026-05-02', to: '2026-05-01', pageIndex: 1, pageSize: 15 }));
      expect(statusOf(reversed)).toBe(400);
      expect(reversed.userMessage.message).toBe(adminMessages.dateOrder);
      expect(problemsOf(reversed)).toEqual({ to: adminMessages.dateOrder });
      expect((await admin.audit({ from: '2026-05-01', to: '2026-05-01', pageIndex: 1, pageSize: 15 })).total).toBe(0);
    });

    it('unlocks an account locked by five wrong passwords, and only a locked one', async () => {
      const { admin } = await as(ADMIN);
      const before = (await admin.users({ text: 'county', pageIndex: 1, pageSize: 15 })).rows[0];
      expect(statusOf(await failureOf(admin.unlock({ userId: COUNTY, version: before?.version ?? 0 })))).toBe(409);
      for (let attempt = 0; attempt < 5; attempt += 1) await failureOf(signInNew(COUNTY, 'county', 'Wrong#2026'));
      const locked = (await admin.users({ text: 'county', pageIndex: 1, pageSize: 15 })).rows[0];
      expect(locked?.locked).toBe(true);
      const unlocked = await admin.unlock({ userId: COUNTY, version: locked?.version ?? 0 });
      expect(unlocked.locked).toBe(false);
      expect((await (await signInNew(COUNTY, 'county', 'County@2026')).auth.getInfo()).user.userName).toBe('county');
    });

    it('validates and saves 系统参数 with a version, shows them to the login page and applies the session length to new sign-ins', async () => {
      const { admin, auth } = await as(ADMIN);
      const current = await admin.systemSettings();
      expect(current.version).toBe(0);
      const bad = await failureOf(admin.saveSystemSettings({ ...current, hostUnit: ' ', sessionMinutes: 5, defaultPageSize: 10 }));
      expect(statusOf(bad)).toBe(400);
      expect(problemsOf(bad)).toEqual({ hostUnit: systemMessages.unitRequired('主办单位'), sessionMinutes: systemMessages.sessionRange, defaultPageSize: systemMessages.pageSize });
      const saved = await admin.saveSystemSettings({ ...current, hostUnit: '江西省自然资源厅信息中心', sessionMinutes: 60, defaultPageSize: 30 });
      expect(saved).toMatchObject({ hostUnit: '江西省自然资源厅信息中心', sessionMinutes: 60, defaultPageSize: 30, version: 1 });
      expect(statusOf(await failureOf(admin.saveSystemSettings({ ...current, sessionMinutes: 90 })))).toBe(409);
      expect(await auth.siteInfo()).toEqual({ hostUnit: '江西省自然资源厅信息中心', organisingUnit: current.organisingUnit, defaultPageSize: 30 });
      const fresh = await signInNew(COUNTY, 'county', 'County@2026');
      expect(fresh.browser.session.get('business_access_token')).toBeTruthy();
      const entry = (await admin.audit({ action: 'updateSystem', pageIndex: 1, pageSize: 15 })).rows[0];
      expect(entry?.changes).toEqual([
        { field: '主办单位', from: current.hostUnit, to: '江西省自然资源厅信息中心' },
        { field: '会话时长', from: String(current.sessionMinutes), to: '60' },
        { field: '默认每页条数', from: '15', to: '30' },
      ]);
    });
  });
}
