import { describe, expect, it } from 'vitest';
import { errorNameFor } from '../../../src/domain/errors/error-names';
import { bearerMessages, signInCodes, signInMessages } from '../../../src/domain/session/auth-failures';
import { bearerSession, bearerTokenOf, MAX_TOKEN_LENGTH } from '../../../src/domain/session/auth-refusal';
import { checkPasswordChange } from '../../../src/domain/session/password-change';
import { admitSignIn, type SignInAccount, type SignInSources } from '../../../src/domain/session/sign-in';
import { seenVisits, visitsOf } from '../../../src/domain/session/visits';

describe('the error-name map', () => {
  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'payload_too_large'],
    [418, 'request_error'],
    [503, 'server_error'],
  ])('names %i %s', (status, name) => {
    expect(errorNameFor(status)).toBe(name);
  });
});

describe('bearer refusals', () => {
  const find = (token: string): string | undefined => (token === 'live' ? 'session' : undefined);
  it('tells a missing token from a stale one and never looks up an overlong one', () => {
    expect(bearerSession(undefined, find)).toEqual({ ok: false, error: { status: 401, message: bearerMessages.noToken } });
    expect(bearerSession('', find)).toEqual({ ok: false, error: { status: 401, message: bearerMessages.noToken } });
    expect(bearerSession('stale', find)).toEqual({ ok: false, error: { status: 401, message: bearerMessages.tokenExpired } });
    expect(bearerSession('x'.repeat(MAX_TOKEN_LENGTH + 1), () => 'found')).toEqual({ ok: false, error: { status: 401, message: bearerMessages.tokenExpired } });
    expect(bearerSession('live', find)).toEqual({ ok: true, value: 'session' });
    expect(bearerTokenOf('Bearer abc ')).toBe('abc');
    expect(bearerTokenOf('Basic abc')).toBeUndefined();
  });
});

describe('sign-in order', () => {
  const account: SignInAccount = { userId: '1', userName: 'a', kind: 'staff', failedLogins: 0, lockedUntil: 0 };
  const consumed: string[] = [];
  const sources: SignInSources<SignInAccount> = {
    captcha: (answer) => {
      consumed.push(answer);
      return 'expired';
    },
    decrypt: (text) => text,
    account: (name) => (name === 'a' ? account : undefined),
    accountById: () => undefined,
  };
  it('consumes the captcha even when blank, and says blank before expired', () => {
    const blank = admitSignIn({ username: 'a', password: 'p', captcha: ' ', uid: undefined, ignorekey: undefined }, sources, 0);
    expect(blank).toEqual({ ok: false, error: { status: 200, code: signInCodes.captchaMissing, message: signInMessages.captchaMissing } });
    expect(consumed).toEqual([' ']);
    const expired = admitSignIn({ username: 'a', password: 'p', captcha: 'abcd', uid: undefined, ignorekey: undefined }, sources, 0);
    expect(expired).toEqual({ ok: false, error: { status: 200, code: signInCodes.captchaExpired, message: signInMessages.captchaExpired } });
  });
});

describe('password change and visits', () => {
  it('accepts a strong new password only after the current one matched', () => {
    expect(checkPasswordChange({ oldPassword: 'Old@2026x', newPassword: 'New@2026x', oldMatches: true })).toEqual({ ok: true, value: 'New@2026x' });
    expect(checkPasswordChange({ oldPassword: 'Old@2026x', newPassword: 'New@2026x', oldMatches: false }).ok).toBe(false);
  });

  it('counts only one’s own visits and reads Object’s member names as accounts', () => {
    expect(visitsOf({}, 'constructor')).toBe(0);
    expect(seenVisits({ a: 2 }, 'a', 'a')).toEqual({ ok: true, value: 3 });
    expect(seenVisits({ a: 2 }, 'a', 'b')).toMatchObject({ ok: false, error: { status: 403 } });
  });
});
