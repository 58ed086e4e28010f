import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, encrypt, requestToken, signIn, startServer, type TestServer } from './mock-client';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const json = (token: string, body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

function upload(token: string, bytes: Uint8Array, name: string, type: string, field = 'avatarfile'): RequestInit {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return { method: 'POST', headers: bearer(token), body: form };
}

const VALID = { nickName: '陈志强', email: 'chenzq@ncx.gov.cn', phone: '13907910001', sex: '0' };

describe('mock server profile, password and avatar', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server, 'county', 'County@2026');
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('returns the profile with role and post', async () => {
    const profile = await call(server, '/api/user/admin/user/profile', { headers: bearer(token) });
    expect(profile.body.data).toMatchObject({ user: { userName: 'county', sex: '0' }, roleGroup: '县局业务人员', postGroup: '股长' });
  });

  it.each([
    [{ ...VALID, nickName: '  ' }, '用户昵称不能为空'],
    [{ ...VALID, nickName: '长'.repeat(31) }, '用户昵称长度不能超过30个字符'],
    [{ ...VALID, email: 'not-an-email' }, '请输入正确的邮箱地址'],
    [{ ...VALID, phone: '12345' }, '请输入正确的手机号码'],
    [{ ...VALID, sex: '3' }, '性别取值无效'],
    [{ ...VALID, phone: 13907910001 }, '手机号码格式错误'],
    [{ nickName: '陈志强' }, '邮箱不能为空'],
    [[], '请求体格式错误'],
  ])('refuses an invalid profile update with 400 and the field message (%#)', async (body, message) => {
    const answer = await call(server, '/api/user/admin/user/profile', json(token, body));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, error: 'bad_request', error_description: message });
  });

  it('keeps profile changes, sessions and account locks across a restart', async () => {
    const answer = await call(server, '/api/user/admin/user/profile', json(token, { ...VALID, nickName: ' 陈志刚 ', sex: '1' }));
    expect(answer.body.data.user).toMatchObject({ nickName: '陈志刚', email: VALID.email, phone: VALID.phone, sex: '1' });
    for (let i = 0; i < 5; i += 1) await requestToken(server, { username: 'zhangliping', password: 'Wrong@2026' });
    server = await server.restart();
    const profile = await call(server, '/api/user/admin/user/profile', { headers: bearer(token) });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ nickName: '陈志刚', sex: '1' });
    expect((await requestToken(server, { username: 'zhangliping', password: 'County@2026' })).body.code).toBe(40011);
  });

  it('changes the password only with the right old one and a strong new one', async () => {
    const own = await signIn(server, 'yangjunjie', 'County@2026');
    const other = await signIn(server, 'yangjunjie', 'County@2026');
    const change = (oldPassword: string, newPassword: string): Promise<{ body: { code: number; msg: string; data: unknown } }> =>
      call(server, `/api/user/admin/user/profile/updatePwd?oldPassword=${encodeURIComponent(encrypt(oldPassword))}&newPassword=${encodeURIComponent(encrypt(newPassword))}`, {
        method: 'PUT',
        headers: bearer(own),
      });
    expect((await change('Wrong@2026', 'Better@2027')).body).toEqual({ code: 40020, msg: '旧密码错误', data: null });
    expect((await change('County@2026', 'weakpass')).body).toEqual({ code: 40021, msg: '密码不能少于八位数且必须包含字母+数字+特殊字符', data: null });
    expect((await change('County@2026', 'Better@2027')).body).toEqual({ code: 0, msg: '操作成功', data: 1 });
    expect((await requestToken(server, { username: 'yangjunjie', password: 'County@2026' })).body.code).toBe(40010);
    expect((await requestToken(server, { username: 'yangjunjie', password: 'Better@2027' })).body.code).toBe(0);
    // The other session ends; the one that changed the password may still log out cleanly.
    expect((await call(server, '/api/user/getInfo', { headers: bearer(other) })).status).toBe(401);
    expect((await call(server, '/api/user/oauth/revoke', { method: 'DELETE', headers: bearer(own) })).body.code).toBe(0);
  });

  it('refuses a non-image or an image with a lying name and type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const init of [upload(token, svg, 'avatar.png', 'image/png'), upload(token, Buffer.from('hello'), 'a.txt', 'text/plain')]) {
      const answer = await call(server, '/api/user/admin/user/profile/avatar', init);
      expect(answer.status).toBe(400);
      expect(answer.body.error_description).toBe('仅支持 JPG、PNG、GIF、WEBP 格式的图片');
    }
    const wrongField = await call(server, '/api/user/admin/user/profile/avatar', upload(token, PNG, 'a.png', 'image/png', 'file'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error_description).toBe('上传字段应为 avatarfile');
    const tooBig = await call(server, '/api/user/admin/user/profile/avatar', upload(token, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'a.png', 'image/png'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error_description).toBe('头像图片不能超过2MB');
    const anonymous = await call(server, '/api/user/admin/user/profile/avatar', { ...upload(token, PNG, 'a.png', 'image/png'), headers: {} });
    expect(anonymous.status).toBe(401);
  });

  it('stores a real PNG under a generated name and serves it publicly', async () => {
    const answer = await call(server, '/api/user/admin/user/profile/avatar', upload(token, PNG, '../../我的头像.jpg', 'image/jpeg'));
    expect(answer.body.code).toBe(0);
    const imgUrl = answer.body.data.imgUrl as string;
    expect(imgUrl).toMatch(/^\/api\/user\/public\/avatar\/[a-f0-9]{32}\.png$/);
    const image = await fetch(`${server.url}${imgUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const info = await call(server, '/api/user/getInfo', { headers: bearer(token) });
    expect(info.body.data.user.avatar).toBe(imgUrl);
    expect((await call(server, '/api/user/public/avatar/..%2Fdb.json')).status).toBe(404);
    expect((await call(server, '/api/user/public/avatar/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });
});
