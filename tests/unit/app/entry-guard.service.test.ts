import { describe, expect, it } from 'vitest';
import { EntryGuardService } from '../../../src/app/session/entry-guard.service';
import { SessionStore } from '../../../src/app/session/session.store';
import { storageKeys } from '../../../src/domain/session/storage-keys';
import { createHarness } from './fakes';

const at = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return { path, fullPath: search.length > 0 ? `${path}?${search}` : path, query };
};

describe('EntryGuardService', () => {
  it('sends a visitor without a token to /login with the page to return to', async () => {
    const h = createHarness();
    const guard = h.container.get(EntryGuardService);
    expect(await guard.resolve(at('/recordReport/query'))).toEqual({ kind: 'redirect', to: '/login?redirect=%2FrecordReport%2Fquery' });
    expect(await guard.resolve(at('/login'))).toEqual({ kind: 'allow' });
  });

  it('loads the user once for a kept token, then allows', async () => {
    const h = createHarness({ [storageKeys.token]: 'kept' });
    const guard = h.container.get(EntryGuardService);
    expect(await guard.resolve(at('/index'))).toEqual({ kind: 'allow' });
    expect(h.auth.infoCalls).toBe(1);
    expect(await guard.resolve(at('/index'))).toEqual({ kind: 'allow' });
    expect(h.auth.infoCalls).toBe(1);
  });

  it('drops the token and goes to /login when the user cannot be loaded', async () => {
    const h = createHarness({ [storageKeys.token]: 'stale' });
    h.auth.infoError = new Error('401');
    const guard = h.container.get(EntryGuardService);
    expect(await guard.resolve(at('/index'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(h.session.get(storageKeys.token)).toBeUndefined();
    expect(h.container.get(SessionStore).getValue().token).toBeUndefined();
  });

  it('the uid link signs in and lands where deal says', async () => {
    const h = createHarness();
    const guard = h.container.get(EntryGuardService);
    expect(await guard.resolve(at('/', { uid: 'u-1' }))).toEqual({ kind: 'redirect', to: '/index' });
    expect(await guard.resolve(at('/', { uid: 'u-1', deal: '1' }))).toEqual({ kind: 'redirect', to: '/recordReport/toBeReported' });
    expect(await guard.resolve(at('/', { uid: 'u-1', deal: '1', keydignumgather: 'K1' }))).toEqual({
      kind: 'redirect',
      to: '/toBeReported/details?keydignumgather=K1&paramType=2',
    });
    expect(await guard.resolve(at('/', { uid: 'u-1', deal: '2' }))).toEqual({ kind: 'redirect', to: '/recordReport/reported' });
    h.auth.loginError = new Error('用户不存在');
    expect(await guard.resolve(at('/', { uid: 'nobody' }))).toEqual({ kind: 'redirect', to: '/login' });
  });
});
