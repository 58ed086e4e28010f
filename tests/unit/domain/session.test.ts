import { describe, expect, it } from 'vitest';
import { checkPermission } from '../../../src/domain/permission/permission';
import {
  isFirstVisit,
  parseRememberedLogin,
  signedOut,
  withToken,
  withUserInfo,
  type SessionUser,
} from '../../../src/domain/session/session';
import { listPositionKeys, storageKeys } from '../../../src/domain/session/storage-keys';

const user: SessionUser = {
  userId: '7',
  userName: 'city',
  nickName: '市局',
  avatar: '/a.png',
  deptName: '市自然资源局',
  divisionCode: '4101',
  divisionName: '某市',
  level: 'city',
  email: 'city@example.com',
  phone: '13800000000',
};

describe('session (SPEC sections 3 and 4)', () => {
  it('starts signed out with roles null', () => {
    expect(signedOut.token).toBeUndefined();
    expect(signedOut.roles).toBeNull();
    expect(signedOut.permissions).toEqual([]);
    expect(signedOut.showVersion).toBe(false);
  });

  it('stores the token, then the user info with name from user.userName', () => {
    const state = withUserInfo(withToken(signedOut, 't1'), { roles: ['city'], permissions: ['a:b:c'], user });
    expect(state).toMatchObject({ token: 't1', name: 'city', avatar: '/a.png', email: 'city@example.com', roles: ['city'], permissions: ['a:b:c'], user });
  });

  it.each([
    [0, true],
    [0.5, true],
    [-1, true],
    [Number.NaN, true],
    [Number.NEGATIVE_INFINITY, true],
    [1, false],
    [2, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d visits: first visit is %s', (visits, first) => {
    expect(isFirstVisit(visits)).toBe(first);
  });

  it.each([
    ['{"username":"admin","password":"Admin@2026"}', { username: 'admin', password: 'Admin@2026' }],
    ['{"username":"admin","password":"Admin@2026","extra":1}', { username: 'admin', password: 'Admin@2026' }],
    ['{"username":"admin"}', undefined],
    ['{"username":1,"password":"x"}', undefined],
    ['["admin","x"]', undefined],
    ['null', undefined],
    ['"admin"', undefined],
    ['{', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('parseRememberedLogin(%j) is %j', (raw, expected) => {
    expect(parseRememberedLogin(raw)).toEqual(expected);
  });
});

describe('storage keys (SPEC sections 4 and 9)', () => {
  it('uses the keys of SPEC section 9', () => {
    expect(storageKeys.token).toBe('business_access_token');
    expect(storageKeys.tabs).toBe('localTagViews');
    expect(storageKeys.clientUid).toBe('client_uid');
  });

  it.each([['toBeReported'], ['reported'], ['query'], ['rollBack']])('lists the page index and type code of the %s list, for logout to clear', (list) => {
    expect(listPositionKeys).toContain(`${list}PageIndex`);
    expect(listPositionKeys).toContain(`${list}TypeCode`);
  });

  it('has no duplicate and no key shared with the session keys', () => {
    expect(new Set(listPositionKeys).size).toBe(listPositionKeys.length);
    for (const key of Object.values(storageKeys)) expect(listPositionKeys).not.toContain(key);
  });
});

describe('checkPermission (SPEC section 5)', () => {
  it.each([[undefined], [''], [[]], [['']], [['a:b:c', '']]])("throws 'need limits' for %j", (need) => {
    expect(() => checkPermission(need, ['a:b:c'])).toThrow(new Error('need limits'));
    expect(() => checkPermission(need, ['*:*:*'])).toThrow('need limits');
  });

  it.each([
    ['system:user:list', ['system:user:list'], true],
    ['system:user:list', ['system:user:add'], false],
    [['a', 'b'], ['b'], true],
    [['a', 'b'], ['c'], false],
    ['anything', ['*:*:*'], true],
    ['anything', [], false],
    ['system:user', ['system:user:list'], false],
  ])('%j with %j is %s', (need, held, expected) => {
    expect(checkPermission(need, held)).toBe(expected);
  });
});
