// The token call and the bearer calls refuse without a WWW-Authenticate challenge (a browser
// would show its own sign-in dialog over the page) and answer malformed bodies in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASIC_AUTHORIZATION } from '../../../src/ports/api/defaults';
import { bearer, call, startServer, type Answer, type TestServer } from './mock-client';

const FORM = 'application/x-www-form-urlencoded';

function expectRefusal(answer: Answer, status: number, msg: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('WWW-Authenticate')).toBeNull();
  expect(answer.body).toMatchObject({ code: status, msg, error_description: msg });
}

describe('the token call without a challenge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.dispose();
  });

  const token = (body: string, headers: Record<string, string>): Promise<Answer> =>
    call(server, '/api/user/oauth/token', { method: 'POST', headers, body });

  it('refuses a missing or wrong client authorisation with the JSON envelope only', async () => {
    expectRefusal(await token('', { 'Content-Type': FORM }), 401, '客户端认证失败');
    expectRefusal(await token('username=a', { 'Content-Type': FORM, Authorization: 'Basic d3Jvbmc6d3Jvbmc=' }), 401, '客户端认证失败');
    expectRefusal(await token('username=a', { 'Content-Type': FORM, Authorization: 'Digest username="x"' }), 401, '客户端认证失败');
  });

  it('refuses a broken percent-encoding instead of reading it as text', async () => {
    const answer = await token('username=%zz&password=b&grant_type=password', { 'Content-Type': FORM, Authorization: CLIENT_BASIC_AUTHORIZATION });
    expectRefusal(answer, 400, '请求体格式错误，无法解析');
  });

  it('accepts a well-encoded form with spaces and plus signs', async () => {
    const answer = await token('username=a%20b&password=x+y&grant_type=password', { 'Content-Type': FORM, Authorization: CLIENT_BASIC_AUTHORIZATION });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ msg: '验证码不能为空' });
  });

  it('refuses JSON with 415 and a 100,000-character field with 400', async () => {
    const json = await token(JSON.stringify({ username: 'a', password: 'b', grant_type: 'password' }), {
      'Content-Type': 'application/json',
      Authorization: CLIENT_BASIC_AUTHORIZATION,
    });
    expectRefusal(json, 415, '该接口须以表单（application/x-www-form-urlencoded）提交');
    const long = await token(`username=${'a'.repeat(100_000)}&password=b&grant_type=password`, { 'Content-Type': FORM, Authorization: CLIENT_BASIC_AUTHORIZATION });
    expectRefusal(long, 400, '用户名长度不能超过512个字符');
  });

  it('refuses bearer calls without or with a bad token with no challenge either', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const answer = await call(server, '/api/user/getInfo', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('WWW-Authenticate')).toBeNull();
    }
  });
});
