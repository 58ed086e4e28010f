import { describe, expect, it } from 'vitest';
import {
  LONG_MS,
  MAX_SHOWN_LENGTH,
  RELOGIN_DELAY_MS,
  SHORT_MS,
  describeFailure,
  describeSuccess,
  type RequestFailure,
} from '../../../src/domain/errors/error-catalogue';
import { errorMessages } from '../../../src/domain/errors/messages';

/** With the u flag this matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const http = (status: number, body: unknown): RequestFailure => ({ kind: 'http', status, body });
const none = { kind: 'none' };

describe('describeFailure (SPEC section 8)', () => {
  it('uses the durations of SPEC section 8', () => {
    expect([SHORT_MS, LONG_MS, RELOGIN_DELAY_MS]).toEqual([3000, 5000, 5000]);
  });

  it.each([
    [401, { error_description: '令牌已过期' }, '令牌已过期', 'warning', 3000, { kind: 'relogin' }],
    [401, { error_description: '  令牌已过期  ' }, '令牌已过期', 'warning', 3000, { kind: 'relogin' }],
    [401, {}, errorMessages.unauthorized, 'warning', 3000, { kind: 'relogin' }],
    [401, { error_description: '' }, errorMessages.unauthorized, 'warning', 3000, { kind: 'relogin' }],
    [401, { error_description: 42 }, errorMessages.unauthorized, 'warning', 3000, { kind: 'relogin' }],
    [401, { error: 'invalid_token' }, errorMessages.unauthorized, 'warning', 3000, { kind: 'relogin' }],
    [400, { error_description: '参数错误', error: 'invalid_request', msg: 'm' }, '参数错误', 'warning', 5000, none],
    [400, { error: 'invalid_request', msg: 'm' }, 'invalid_request', 'warning', 5000, none],
    [403, { msg: '没有权限' }, '没有权限', 'warning', 5000, none],
    [404, 'Not Found', errorMessages.requestFailed, 'warning', 5000, none],
    [499, null, errorMessages.requestFailed, 'warning', 5000, none],
    [500, { msg: '数据库异常' }, '数据库异常', 'error', 5000, none],
    [500, { message: 'NullPointerException' }, 'NullPointerException', 'error', 5000, none],
    [500, { msg: '', message: '' }, '服务器请求失败', 'error', 5000, none],
    [500, '<html>oops</html>', '服务器请求失败', 'error', 5000, none],
    [502, { msg: 'ignored' }, '网关错误', 'error', 5000, none],
    [504, { msg: 'ignored' }, '网关超时，5秒后将重新登录', 'error', 5000, { kind: 'logout-and-reload', afterMs: 5000 }],
    [503, { msg: 'ignored' }, '请求错误', 'error', 5000, none],
    [301, undefined, '请求错误', 'error', 5000, none],
    [200, undefined, '请求错误', 'error', 5000, none],
  ])('HTTP %i with body %j shows %j as %s for %i ms then %j', (status, body, message, level, durationMs, followUp) => {
    expect(describeFailure(http(status, body))).toEqual({ message, level, durationMs, followUp });
  });

  it.each([
    [{ kind: 'timeout' } as const, errorMessages.timeout],
    [{ kind: 'network' } as const, errorMessages.network],
  ])('%j has its own message', (failure, message) => {
    expect(describeFailure(failure)).toEqual({ message, level: 'error', durationMs: 5000, followUp: none });
  });

  it('gives timeouts and network failures clear and different Chinese messages', () => {
    expect(errorMessages.timeout).not.toBe(errorMessages.network);
    expect(errorMessages.timeout).toMatch(/超时/);
    expect(errorMessages.network).toMatch(/网络/);
  });

  it.each([
    ['验证码错误', '验证码错误'],
    ['', '请求错误'],
    [undefined, '请求错误'],
    [{ text: 'x' }, '请求错误'],
  ])('a rejected login with msg %j shows %j as a warning', (msg, message) => {
    expect(describeFailure({ kind: 'rejected', code: 500, msg })).toEqual({ message, level: 'warning', durationMs: 5000, followUp: none });
  });

  it('cuts an over-long server text by whole characters and marks the cut', () => {
    const long = '😀'.repeat(MAX_SHOWN_LENGTH + 10);
    const { message } = describeFailure(http(500, { msg: long }));
    expect(message).toBe(`${'😀'.repeat(MAX_SHOWN_LENGTH)}…`);
    expect(message).not.toMatch(LONE_SURROGATE);
  });
});

describe('describeSuccess (SPEC section 8)', () => {
  it.each([
    [200, 'OK', '保存成功', '保存成功'],
    [200, 'OK', undefined, '操作成功'],
    [200, 'OK', '', '操作成功'],
    [201, 'Created', '保存成功', 'Created'],
    [204, '', 'ignored', '操作成功'],
  ])('status %i, statusText %j, msg %j shows %j', (status, statusText, msg, expected) => {
    expect(describeSuccess(status, statusText, msg)).toBe(expected);
  });
});
