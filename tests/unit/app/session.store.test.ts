import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuStore } from '../../../src/app/menu/menu.store';
import { PasswordService } from '../../../src/app/session/password.service';
import { SessionStore } from '../../../src/app/session/session.store';
import { FollowUpRelay } from '../../../src/app/shared/follow-up-relay';
import { VersionStore } from '../../../src/app/version/version.store';
import { describeFailure } from '../../../src/domain/errors/error-catalogue';
import { listPositionKeys, storageKeys } from '../../../src/domain/session/storage-keys';
import { createHarness } from './fakes';

const login = { username: ' county ', password: 'County@2026', captcha: ' 2468 ', remember: false };

describe('SessionStore', () => {
  afterEach(() => vi.useRealTimers());

  it('signs in with encrypted credentials, keeps the token in session storage and loads user and menu', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    expect(h.auth.tokens[0]?.form).toEqual({
      username: 'enc:county',
      password: 'enc:County@2026',
      captcha: '2468',
      grant_type: 'password',
      client_uid: 'client-1',
    });
    expect(h.session.get(storageKeys.token)).toBe('token-1');
    const state = session.getValue();
    expect(state.name).toBe('county');
    expect(state.roles).toEqual(['county']);
    expect(state.permissions).toEqual(['filing:report']);
    const menu = h.container.get(MenuStore).getValue();
    expect(menu.menu.map((entry) => entry.meta?.title)).toEqual(['备案管理']);
    expect(menu.routes.map((route) => route.path)).toEqual(['/recordReport/toBeReported']);
    expect(h.push.listener).toBeDefined();
  });

  it('never exposes a token whose user and menu are not loaded yet, so the guard cannot race the sign-in', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    const menu = h.container.get(MenuStore);
    const halfMade: unknown[] = [];
    const subscription = session.state$.subscribe((state) => {
      if (state.token !== undefined && (state.roles === null || !menu.getValue().loaded)) halfMade.push(state);
    });
    await session.login(login);
    subscription.unsubscribe();
    expect(session.getValue().token).toBe('token-1');
    expect(halfMade).toEqual([]);
    expect(h.auth.infoCalls).toBe(1);
  });

  it('remembers the credentials only when asked, encrypted, and forgets them when unticked', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login({ ...login, remember: true });
    expect(h.local.get(storageKeys.rememberedLogin)).toContain('enc:County@2026');
    expect(session.rememberedLogin()).toEqual({ username: 'county', password: 'County@2026' });
    await session.login(login);
    expect(session.rememberedLogin()).toBeUndefined();
  });

  it('keeps no session when the token is refused or the user cannot be loaded', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    h.auth.loginError = new Error('验证码错误');
    await expect(session.login(login)).rejects.toThrow('验证码错误');
    expect(h.session.get(storageKeys.token)).toBeUndefined();
    h.auth.loginError = undefined;
    h.auth.infoError = new Error('boom');
    await expect(session.login(login)).rejects.toThrow('boom');
    expect(h.session.get(storageKeys.token)).toBeUndefined();
    expect(session.getValue().token).toBeUndefined();
  });

  it('fails the menu load with 认证失败 when the server grants no menu', async () => {
    const h = createHarness();
    h.auth.menu = [];
    await expect(h.container.get(SessionStore).login(login)).rejects.toThrow('认证失败，请重新登录');
    expect(h.notices.map((notice) => notice.message)).toContain('认证失败，请重新登录');
  });

  it('logout revokes the token, clears token, roles, tabs and saved list positions, and reloads at /login', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    h.local.set(storageKeys.tabs, '[]');
    for (const key of listPositionKeys) h.session.set(key, '3');
    await session.logout();
    expect(h.auth.revoked).toBe(1);
    expect(h.session.get(storageKeys.token)).toBeUndefined();
    expect(h.local.get(storageKeys.tabs)).toBeUndefined();
    for (const key of listPositionKeys) expect(h.session.get(key)).toBeUndefined();
    expect(session.getValue().roles).toBeNull();
    expect(session.getValue().permissions).toEqual([]);
    expect(h.container.get(MenuStore).getValue().loaded).toBe(false);
    expect(h.push.closed).toBe(1);
    expect(h.reloads).toEqual(['/login']);
  });

  it('shows 退出失败 when revoking fails, and still signs the browser out', async () => {
    vi.useFakeTimers();
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    h.auth.revokeError = new Error('network');
    await session.logout();
    expect(h.notices.map((notice) => notice.message)).toContain('退出失败');
    expect(h.session.get(storageKeys.token)).toBeUndefined();
    expect(h.reloads).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(h.reloads).toEqual(['/login']);
  });

  it('without a token, logout only reloads', async () => {
    const h = createHarness();
    await h.container.get(SessionStore).logout();
    expect(h.auth.revoked).toBe(0);
    expect(h.reloads).toEqual(['/login']);
  });

  it('the uid link signs in with the fixed credential and the uid with ignorekey', async () => {
    const h = createHarness();
    await h.container.get(SessionStore).loginWithUid('u-42');
    expect(h.auth.tokens[0]?.query).toEqual({ uid: 'u-42', ignorekey: 'ignore' });
    expect(h.auth.tokens[0]?.form.username).toBe('enc:uid_link_gateway');
    expect(h.auth.tokens[0]?.form.captcha).toBe('');
  });

  it('a remote-login push raises the notice, and confirming it logs out', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    h.push.listener?.({ type: 'ping', time: 'x' });
    expect(session.getValue().remoteLogin).toBeUndefined();
    h.push.listener?.({ type: 'remote-login', place: '本机（127.0.0.1）', time: '2026-11-21 10:00:00' });
    expect(session.getValue().remoteLogin).toEqual({ place: '本机（127.0.0.1）', time: '2026-11-21 10:00:00' });
    await session.confirmRemoteLogin();
    expect(h.auth.revoked).toBe(1);
    expect(h.reloads).toEqual(['/login']);
  });

  it('a counts-changed push counts the menu badges again', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    const before = h.countLoads;
    h.push.listener?.({ type: 'counts-changed', time: '2026-11-21T02:00:00.000Z' });
    expect(h.countLoads).toBe(before + 1);
  });

  it('a meeting push is handed to the shell and counts the menu badges again', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    const seen: string[] = [];
    const subscription = session.meetingEvents$.subscribe((event) => seen.push(`${event.meetingId} ${event.text}`));
    const before = h.countLoads;
    h.push.listener?.({ type: 'meeting', meetingId: 'HY202600001', subject: '季度工作会', text: '请参加会议，并回复是否参加' });
    subscription.unsubscribe();
    expect(seen).toEqual(['HY202600001 请参加会议，并回复是否参加']);
    expect(h.countLoads).toBe(before + 1);
  });

  it('a relogin follow-up drops the token; logout-and-reload waits its delay first', async () => {
    vi.useFakeTimers();
    const h = createHarness();
    const session = h.container.get(SessionStore);
    await session.login(login);
    session.followUp({ kind: 'logout-and-reload', afterMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(h.auth.revoked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.auth.revoked).toBe(1);
    await session.login(login);
    session.followUp({ kind: 'relogin' });
    expect(session.getValue().token).toBeUndefined();
    expect(h.session.get(storageKeys.token)).toBeUndefined();
  });

  it('says once why a session ended, even when the call that ended it was a quiet one', async () => {
    const h = createHarness();
    const session = h.container.get(SessionStore);
    const relay = h.container.get(FollowUpRelay);
    await session.login(login);
    const cause = describeFailure({ kind: 'http', status: 401, body: { error_description: '账号已停用，请联系系统管理员' } });
    relay.followUp(cause.followUp, cause);
    relay.followUp(cause.followUp, cause);
    expect(session.getValue().token).toBeUndefined();
    expect(h.notices).toEqual([{ message: '账号已停用，请联系系统管理员', level: 'warning', durationMs: cause.durationMs }]);
  });

  it('restores the token from session storage after a reload', () => {
    const h = createHarness({ [storageKeys.token]: 'kept' });
    expect(h.container.get(SessionStore).getValue().token).toBe('kept');
    expect(h.container.get(SessionStore).getValue().roles).toBeNull();
  });
});

describe('VersionStore', () => {
  it('shows the version dialog on a first visit only, and records the visit on close', async () => {
    const h = createHarness();
    const versions = h.container.get(VersionStore);
    await versions.checkFirstVisit('county');
    expect(versions.getValue().visible).toBe(true);
    expect(versions.getValue().info?.version).toBe('1.0.0');
    await versions.close();
    expect(versions.getValue().visible).toBe(false);
    await versions.checkFirstVisit('county');
    expect(versions.getValue().visible).toBe(false);
  });
});

describe('PasswordService', () => {
  afterEach(() => vi.useRealTimers());

  it('on 1 shows the success message for 3 s, then logs out', async () => {
    vi.useFakeTimers();
    const h = createHarness();
    await h.container.get(SessionStore).login(login);
    const changed = await h.container.get(PasswordService).change('County@2026', 'County@2027');
    expect(changed).toBe(true);
    expect(h.passwordChanges).toEqual([['enc:County@2026', 'enc:County@2027']]);
    expect(h.notices).toContainEqual({ message: '密码修改成功，请重新登录！', level: 'success', durationMs: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(h.auth.revoked).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.auth.revoked).toBe(1);
  });

  it('any other answer keeps the user signed in', async () => {
    const h = createHarness();
    h.passwordAnswer = 0;
    await h.container.get(SessionStore).login(login);
    expect(await h.container.get(PasswordService).change('County@2026', 'County@2027')).toBe(false);
    expect(h.notices).toEqual([]);
  });
});
