import { describe, expect, it } from 'vitest';
import { loginFirstAddress } from '../../../src/composition/login-first';

const at = (fullPath: string): Pick<Location, 'pathname' | 'search' | 'hash'> => {
  const url = new URL(fullPath, 'http://app.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('loginFirstAddress: where the start-up login page is drawn instead of the application', () => {
  it.each([
    ['/login', '/login'],
    ['/login?redirect=%2FrecordReport%2Fquery', '/login?redirect=%2FrecordReport%2Fquery'],
    ['/LOGIN/', '/LOGIN/'],
    ['/index', '/login'],
    ['/', '/login'],
    ['/recordReport/query?page=2', '/login?redirect=%2FrecordReport%2Fquery%3Fpage%3D2'],
  ])('without a token, %s opens the login page at %s', (address, expected) => {
    expect(loginFirstAddress(at(address), false)).toBe(expected);
  });

  it.each([
    ['/logout', false],
    ['/qrcode', false],
    ['/index?uid=abc&deal=1', false],
    ['/login', true],
    ['/index', true],
    ['/recordReport/query', true],
  ])('%s (token %s) starts the application', (address, hasToken) => {
    expect(loginFirstAddress(at(address), hasToken)).toBeUndefined();
  });
});
