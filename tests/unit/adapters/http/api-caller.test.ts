import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCaller } from '../../../../src/adapters/http/api-caller';
import { HttpAuthApi } from '../../../../src/adapters/http/auth.http';
import { createHttpClients, type HttpClients } from '../../../../src/adapters/http/http-client';
import { HttpProfileApi } from '../../../../src/adapters/http/profile.http';
import { HttpVersionApi } from '../../../../src/adapters/http/version.http';
import { MemoryStorage } from '../../../../src/adapters/memory/memory-storage';
import { CLIENT_BASIC_AUTHORIZATION } from '../../../../src/ports/api/defaults';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from '../../../contract/support/recorders';
import { FakeAxiosAdapter } from './fake-axios-adapter';

const config = { apiBaseUrl: 'http://api.test', cipherKey: 'k', cipherIv: 'i' };
let fake: FakeAxiosAdapter;
let loading: RecordingLoading;
let clients: HttpClients;
let api: ApiCaller;

beforeEach(() => {
  fake = new FakeAxiosAdapter();
  loading = new RecordingLoading();
  const storage = new MemoryStorage({ business_access_token: 'tok' });
  clients = createHttpClients({ config, sessionStorage: storage, notifier: new RecordingNotifier(), loading, followUps: new RecordingFollowUps() });
  clients.withLoading.defaults.adapter = fake.adapter;
  clients.silent.defaults.adapter = fake.adapter;
  api = new ApiCaller(clients);
});

describe('ApiCaller.call', () => {
  it('fills and encodes path parameters, and sends query as repeated-key params', async () => {
    fake.respond({ data: 'stream', headers: { 'content-type': 'text/event-stream' } });
    await api.call('GET /api/user/push/web/:userId/:clientUuid', {
      params: { userId: 'u 1', clientUuid: 'c/2' },
      query: { access_token: 't' },
    });
    const request = fake.last();
    expect(request.method).toBe('get');
    expect(request.url).toBe('/api/user/push/web/u%201/c%2F2');
    expect(request.params).toEqual({ access_token: 't' });
    expect(request.responseType).toBe('arraybuffer');
  });

  it('sends a form url-encoded, leaving out undefined fields', async () => {
    fake.envelope({ access_token: 'a', token_type: 'bearer', expires_in: 1 });
    await api.call(
      'POST /api/user/oauth/token',
      { query: { uid: 'U1', ignorekey: 'ignore' }, form: { username: 'e+u', password: 'p=', captcha: '1a', grant_type: 'password' } },
      { basicAuth: true },
    );
    const request = fake.last();
    expect(request.headers.get('Content-Type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(String(request.data)).toBe('username=e%2Bu&password=p%3D&captcha=1a&grant_type=password');
    expect(request.params).toEqual({ uid: 'U1', ignorekey: 'ignore' });
    expect(request.headers.get('Authorization')).toBe(CLIENT_BASIC_AUTHORIZATION);
  });

  it('sends a body as JSON', async () => {
    fake.envelope({});
    await api.call('PUT /api/user/admin/user/profile', { body: { nickName: '张三', email: 'a@b.cn', phone: '13800000000', sex: '1' } });
    const request = fake.last();
    expect(request.method).toBe('put');
    expect(request.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(JSON.parse(String(request.data))).toMatchObject({ nickName: '张三' });
  });

  it('sends files as multipart form data with their names', async () => {
    fake.envelope({ imgUrl: '/x.png' });
    const profile = new HttpProfileApi(api);
    await profile.uploadAvatar(new Blob(['png'], { type: 'image/png' }), '头像.png');
    const data = fake.last().data;
    expect(data).toBeInstanceOf(FormData);
    const file = (data as FormData).get('avatarfile');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('头像.png');
  });

  it('uses the silent client when asked', async () => {
    await api.call('GET /api/op/version/get', {}, { silent: true });
    await api.call('GET /api/op/version/get', {});
    expect(loading.starts).toBe(1);
  });
});

describe('the port adapters', () => {
  it('AuthApi fetches the captcha on the API base with the nonce, past every cache and with the cookies', async () => {
    const answer = new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    const signal = new AbortController().signal;
    try {
      const image = await new HttpAuthApi(api, config).captchaImage(7, signal);
      expect(fetched).toHaveBeenCalledWith('http://api.test/api/oauth/captcha?r=7', { cache: 'no-store', credentials: 'include', signal });
      expect(image.type).toBe('image/svg+xml');
      expect(fake.requests).toHaveLength(0);
    } finally {
      fetched.mockRestore();
    }
  });

  it('AuthApi refuses a captcha the server did not give', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    try {
      await expect(new HttpAuthApi(api, config).captchaImage(2)).rejects.toThrow('captcha: HTTP 503');
    } finally {
      fetched.mockRestore();
    }
  });

  it('AuthApi.requestToken signs in with Basic authorization and the client uid', async () => {
    fake.envelope({ access_token: 'a', token_type: 'bearer', expires_in: 60 });
    const token = await new HttpAuthApi(api, config).requestToken({ username: 'u', password: 'p', captcha: 'c', grant_type: 'password', client_uid: 'cid' });
    expect(token.access_token).toBe('a');
    expect(fake.last().headers.get('Authorization')).toBe(CLIENT_BASIC_AUTHORIZATION);
    expect(String(fake.last().data)).toContain('client_uid=cid');
  });

  it('AuthApi.revokeToken sends DELETE with the Bearer token', async () => {
    await new HttpAuthApi(api, config).revokeToken();
    expect(fake.last()).toMatchObject({ method: 'delete', url: '/api/user/oauth/revoke' });
    expect(fake.last().headers.get('Authorization')).toBe('Bearer tok');
  });

  it('ProfileApi.updatePassword sends both values as query parameters and resolves to data', async () => {
    fake.envelope(1);
    await expect(new HttpProfileApi(api).updatePassword('o+', 'n/')).resolves.toBe(1);
    expect(fake.last().params).toEqual({ oldPassword: 'o+', newPassword: 'n/' });
  });

  it('VersionApi runs in the background: no overlay, no toast', async () => {
    const versions = new HttpVersionApi(api);
    fake.envelope(3);
    await expect(versions.visits('admin')).resolves.toBe(3);
    expect(fake.last().params).toEqual({ account: 'admin' });
    await versions.markSeen('admin');
    expect(fake.last()).toMatchObject({ method: 'post', url: '/api/op/version/updateVersion', notify: false });
    expect(loading.starts).toBe(0);
  });
});
