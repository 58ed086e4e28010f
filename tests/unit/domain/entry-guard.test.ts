import { describe, expect, it } from 'vitest';
import {
  MAX_USER_LOAD_ATTEMPTS,
  WHITELIST,
  decideEntry,
  loginPathFor,
  uidLinkTarget,
  type GuardInput,
} from '../../../src/domain/guard/entry-guard';
import { HOME_PATH, safeRedirect } from '../../../src/domain/guard/redirect';

const at = (fullPath: string, over: Partial<GuardInput> = {}): GuardInput => {
  const url = new URL(fullPath, 'http://app.local');
  return {
    path: url.pathname,
    fullPath,
    query: Object.fromEntries(url.searchParams),
    hasToken: false,
    rolesLoaded: false,
    attempts: 0,
    ...over,
  };
};

describe('entry guard (SPEC section 2)', () => {
  it('whitelists exactly /login, /logout and /qrcode and retries at most four times', () => {
    expect(WHITELIST).toEqual(['/login', '/logout', '/qrcode']);
    expect(MAX_USER_LOAD_ATTEMPTS).toBe(4);
  });

  it.each([
    ['/login', { kind: 'allow' }],
    ['/login/', { kind: 'allow' }],
    ['/logout', { kind: 'allow' }],
    ['/qrcode', { kind: 'allow' }],
    ['/login?redirect=%2Findex', { kind: 'allow' }],
    ['/', { kind: 'redirect', to: '/login' }],
    ['/index', { kind: 'redirect', to: '/login' }],
    ['/collect', { kind: 'redirect', to: '/login?redirect=%2Fcollect' }],
    ['/search?txt=%E7%94%A8%E5%9C%B0', { kind: 'redirect', to: `/login?redirect=${encodeURIComponent('/search?txt=%E7%94%A8%E5%9C%B0')}` }],
    ['/process/handle/details/7?subParams=%7B%7D', { kind: 'redirect', to: `/login?redirect=${encodeURIComponent('/process/handle/details/7?subParams=%7B%7D')}` }],
    ['/loginx', { kind: 'redirect', to: '/login?redirect=%2Floginx' }],
    ['/qrcode/extra', { kind: 'redirect', to: '/login?redirect=%2Fqrcode%2Fextra' }],
  ])('without a token %s gives %j', (fullPath, decision) => {
    expect(decideEntry(at(fullPath))).toEqual(decision);
  });

  it.each([
    ['/login', { kind: 'redirect', to: '/' }],
    ['/login/', { kind: 'redirect', to: '/' }],
    ['/LOGIN', { kind: 'redirect', to: '/' }],
    ['/login?redirect=%2Fcollect', { kind: 'redirect', to: '/' }],
    ['/logout', { kind: 'allow' }],
    ['/qrcode', { kind: 'allow' }],
    ['/index', { kind: 'allow' }],
  ])('with a token and roles loaded %s gives %j', (fullPath, decision) => {
    expect(decideEntry(at(fullPath, { hasToken: true, rolesLoaded: true }))).toEqual(decision);
  });

  it.each([
    [0, { kind: 'load-user-and-retry', attempt: 1 }],
    [1, { kind: 'load-user-and-retry', attempt: 2 }],
    [2, { kind: 'load-user-and-retry', attempt: 3 }],
    [3, { kind: 'load-user-and-retry', attempt: 4 }],
    [4, { kind: 'reset-token-and-login', to: '/login?redirect=%2Fcollect' }],
    [5, { kind: 'reset-token-and-login', to: '/login?redirect=%2Fcollect' }],
    [Number.NaN, { kind: 'reset-token-and-login', to: '/login?redirect=%2Fcollect' }],
    [Number.POSITIVE_INFINITY, { kind: 'reset-token-and-login', to: '/login?redirect=%2Fcollect' }],
    [-3, { kind: 'load-user-and-retry', attempt: 1 }],
  ])('with a token but no roles after %d attempts: %j', (attempts, decision) => {
    expect(decideEntry(at('/collect', { hasToken: true, attempts }))).toEqual(decision);
  });

  it.each([
    ['/index?uid=u1', { kind: 'path', path: '/index' }],
    ['/index?uid=u1&deal=', { kind: 'path', path: '/index' }],
    ['/index?uid=u1&deal=1', { kind: 'path', path: '/recordReport/toBeReported' }],
    ['/index?uid=u1&deal=1&keydignumgather=K-9', { kind: 'details', path: '/toBeReported/details', key: 'K-9', paramType: 2 }],
    ['/index?uid=u1&deal=2', { kind: 'path', path: '/recordReport/reported' }],
    ['/index?uid=u1&deal=0&keydignumgather=K-9', { kind: 'details', path: '/reported/details', key: 'K-9', paramType: 4 }],
    ['/index?uid=u1&deal=1&keydignumgather=', { kind: 'path', path: '/recordReport/toBeReported' }],
    ['/?uid=u1&keydignumgather=K-9', { kind: 'path', path: '/index' }],
  ])('the uid link %s signs in and goes to %j', (fullPath, target) => {
    for (const hasToken of [false, true]) {
      expect(decideEntry(at(fullPath, { hasToken }))).toEqual({ kind: 'uid-login', uid: 'u1', target });
    }
  });

  it.each([['/login?uid=u1'], ['/logout?uid=u1'], ['/index?uid='], ['/index?uid=%20%20']])('%s is not a uid link', (fullPath) => {
    expect(decideEntry(at(fullPath)).kind).not.toBe('uid-login');
  });

  it('takes the uid trimmed', () => {
    expect(decideEntry(at('/index?uid=%20u1%20'))).toMatchObject({ kind: 'uid-login', uid: 'u1' });
  });

  it.each([
    [undefined, undefined, { kind: 'path', path: '/index' }],
    ['1', ' ', { kind: 'path', path: '/recordReport/toBeReported' }],
    ['1', ' K ', { kind: 'details', path: '/toBeReported/details', key: 'K', paramType: 2 }],
    ['x', 'K', { kind: 'details', path: '/reported/details', key: 'K', paramType: 4 }],
  ])('uidLinkTarget(%j, %j) is %j', (deal, key, target) => {
    expect(uidLinkTarget(deal, key)).toEqual(target);
  });
});

describe('loginPathFor', () => {
  it.each([
    ['/collect', '/login?redirect=%2Fcollect'],
    ['/index', '/login'],
    ['/', '/login'],
    ['//evil.com', '/login'],
    ['/login?redirect=%2Fcollect', '/login'],
  ])('%s gives %s', (fullPath, expected) => {
    expect(loginPathFor(fullPath)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/collect'],
    ['/search?txt=abc'],
    ['/process/handle/details/12?subParams=%7B%22a%22%3A1%7D&filesKey=k#top'],
    ['/%2F%2Fevil.com'],
    ['/index?next=https://elsewhere.example'],
    ['/toBeReported/details?subParams={"a":1}&isAdvance=1'],
    ['/用地/备案'],
    ['/logins'],
    ['/index'],
  ])('keeps the in-app path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['/'],
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\\/evil.com'],
    ['https://evil.com'],
    ['http://app.local/index'],
    ['HTTPS://evil'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.com'],
    ['evil.com'],
    ['index'],
    [' /index'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/index\r\nSet-Cookie: x=1'],
    ['/index\u0000'],
    ['/\u007f'],
    ['/.//evil.com'],
    ['/%2e//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/a/..//evil.com'],
    ['/a/../../evil'],
    ['/a//b'],
    ['/login'],
    ['/login/'],
    ['/LOGIN'],
    ['/%6Cogin'],
    ['/login?redirect=%2Flogin%3Fredirect%3D%252Findex'],
    ['/login?redirect=//evil.com'],
    ['/logout'],
    ['/qrcode#x'],
    [`/${'a'.repeat(3000)}`],
  ])('sends %j home', (raw) => {
    expect(safeRedirect(raw)).toBe(HOME_PATH);
  });
});
