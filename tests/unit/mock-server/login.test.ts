import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../src/demo/demo-data';
import { UID_LINK_PASSWORD, UID_LINK_USERNAME } from '../../../src/ports/api/defaults';
import { bearer, call, captchaCookie, requestToken, startServer, type TestServer } from './mock-client';

describe('mock server sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('serves a captcha image that cannot be cached, tied to an httpOnly cookie', async () => {
    const res = await fetch(`${server.url}/api/oauth/captcha?r=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.text()).startsWith('<svg')).toBe(true);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('captcha_sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.password] as const))('signs in %s and opens a session', async (username, password) => {
    const answer = await requestToken(server, { username, password });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ token_type: 'bearer', expires_in: 8 * 60 * 60 });
    expect(answer.body.data.access_token).toMatch(/^[\w-]{32,}$/);
    const info = await call(server, '/api/user/getInfo', { headers: bearer(answer.body.data.access_token) });
    expect(info.body.data.user.userName).toBe(username);
  });

  it.each([
    ['a wrong captcha', { captcha: 'zzzz' }, 40002, '验证码错误'],
    ['an empty captcha', { captcha: '' }, 40001, '验证码不能为空'],
    ['no captcha cookie', { cookie: null }, 40003, '验证码已失效，请刷新'],
    ['an unknown captcha cookie', { cookie: 'captcha_sid=forged' }, 40003, '验证码已失效，请刷新'],
    ['an unknown user', { username: 'nobody' }, 40010, '用户名或密码错误'],
    ['credentials not encrypted with our key', { encryptFields: false }, 40012, '登录信息格式错误，请刷新页面后重试'],
  ])('refuses %s with a non-zero code and a Chinese msg', async (_case, override, code, msg) => {
    const answer = await requestToken(server, { username: 'province', password: 'Prov@2026', ...override });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code, msg, data: null });
  });

  it('accepts the captcha case-insensitively', async () => {
    const answer = await requestToken(server, { username: 'city', password: 'City@2026', captcha: 'aB3D' });
    expect(answer.body.code).toBe(0);
  });

  it('uses a captcha once, pass or fail', async () => {
    const cookie = await captchaCookie(server);
    expect((await requestToken(server, { username: 'city', password: 'City@2026', cookie })).body.code).toBe(0);
    expect((await requestToken(server, { username: 'city', password: 'City@2026', cookie })).body.code).toBe(40003);
    const other = await captchaCookie(server);
    expect((await requestToken(server, { username: 'city', password: 'City@2026', cookie: other, captcha: 'nope' })).body.code).toBe(40002);
    expect((await requestToken(server, { username: 'city', password: 'City@2026', cookie: other })).body.code).toBe(40003);
  });

  it('tells a known user how many tries are left and locks the account after 5 failures in a row', async () => {
    const wrong = (): Promise<{ body: { code: number; msg: string } }> => requestToken(server, { username: 'hexuemei', password: 'Wrong@2026' });
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await wrong()).body.msg);
    expect(messages).toEqual([
      '用户名或密码错误，还可尝试4次',
      '用户名或密码错误，还可尝试3次',
      '用户名或密码错误，还可尝试2次',
      '用户名或密码错误，还可尝试1次',
      '密码连续错误5次，账号已锁定30分钟',
    ]);
    const right = await requestToken(server, { username: 'hexuemei', password: 'Prov@2026' });
    expect(right.body).toEqual({ code: 40011, msg: '账号已锁定，请30分钟后再试', data: null });
  });

  it('resets the failure count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await requestToken(server, { username: 'luoguoqiang', password: 'Wrong@2026' });
    expect((await requestToken(server, { username: 'luoguoqiang', password: 'Prov@2026' })).body.code).toBe(0);
    expect((await requestToken(server, { username: 'luoguoqiang', password: 'Wrong@2026' })).body.msg).toBe('用户名或密码错误，还可尝试4次');
  });

  it.each([
    ['missing', null],
    ['wrong', 'Basic d3Jvbmc6d3Jvbmc='],
    ['a bearer token instead', 'Bearer abc'],
  ])('answers 401 invalid_client when the Basic client authorization is %s', async (_case, authorization) => {
    const answer = await requestToken(server, { username: 'province', password: 'Prov@2026', authorization });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, error: 'invalid_client', error_description: '客户端认证失败' });
  });

  it('signs in through the uid link without a captcha, as the user of the link', async () => {
    const answer = await requestToken(server, {
      username: UID_LINK_USERNAME,
      password: UID_LINK_PASSWORD,
      cookie: null,
      captcha: '',
      query: '?uid=10004&ignorekey=ignore',
    });
    expect(answer.body.code).toBe(0);
    const info = await call(server, '/api/user/getInfo', { headers: bearer(answer.body.data.access_token) });
    expect(info.body.data.user).toMatchObject({ userId: '10004', userName: 'county', divisionCode: '360121' });
  });

  it.each([
    ['an unknown uid', { query: '?uid=99999&ignorekey=ignore' }, 40014],
    ['the service account itself as uid', { query: '?uid=10000&ignorekey=ignore' }, 40014],
    ['a staff credential on the uid link', { query: '?uid=10001&ignorekey=ignore', username: 'county', password: 'County@2026' }, 40015],
  ])('refuses %s', async (_case, override, code) => {
    const answer = await requestToken(server, { username: UID_LINK_USERNAME, password: UID_LINK_PASSWORD, cookie: null, ...override });
    expect(answer.body.code).toBe(code);
  });

  it('never lets the uid link credential sign in directly', async () => {
    const answer = await requestToken(server, { username: UID_LINK_USERNAME, password: UID_LINK_PASSWORD });
    expect(answer.body).toEqual({ code: 40013, msg: '该账号仅用于链接登录，不能直接登录', data: null });
  });

  it('answers 400 for an incomplete uid link, a wrong grant type or an over-long credential', async () => {
    expect((await requestToken(server, { username: UID_LINK_USERNAME, password: UID_LINK_PASSWORD, query: '?uid=10004' })).status).toBe(400);
    const long = await requestToken(server, { username: 'x'.repeat(65), password: 'Prov@2026' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ msg: '用户名长度不能超过64个字符', error_description: '用户名长度不能超过64个字符' });
    const cookie = await captchaCookie(server);
    const grant = await call(server, '/api/user/oauth/token', {
      method: 'POST',
      headers: { Authorization: 'Basic bGFuZC13ZWI6bGFuZC13ZWItc2VjcmV0', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: 'username=a&password=b&captcha=Ab3d&grant_type=client_credentials',
    });
    expect(grant.status).toBe(400);
    expect(grant.body.error_description).toBe('授权类型取值无效');
  });
});
