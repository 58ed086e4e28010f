import axios, { AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClients, type HttpClients } from '../../../../src/adapters/http/http-client';
import { MemoryStorage } from '../../../../src/adapters/memory/memory-storage';
import { errorMessages } from '../../../../src/domain/errors/messages';
import { isApiFailure, type ApiFailure } from '../../../../src/ports/api-failure';
import { CLIENT_BASIC_AUTHORIZATION, REQUEST_TIMEOUT_MS } from '../../../../src/ports/api/defaults';
import { RecordingFollowUps, RecordingLoading, RecordingNotifier } from '../../../contract/support/recorders';
import { FakeAxiosAdapter } from './fake-axios-adapter';

let fake: FakeAxiosAdapter;
let notifier: RecordingNotifier;
let loading: RecordingLoading;
let followUps: RecordingFollowUps;
let storage: MemoryStorage;
let clients: HttpClients;

beforeEach(() => {
  fake = new FakeAxiosAdapter();
  notifier = new RecordingNotifier();
  loading = new RecordingLoading();
  followUps = new RecordingFollowUps();
  storage = new MemoryStorage();
  clients = createHttpClients({
    config: { apiBaseUrl: 'http://api.test', cipherKey: 'k', cipherIv: 'i' },
    sessionStorage: storage,
    notifier,
    loading,
    followUps,
  });
  clients.withLoading.defaults.adapter = fake.adapter;
  clients.silent.defaults.adapter = fake.adapter;
});

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    if (isApiFailure(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('both clients', () => {
  it.each(['withLoading', 'silent'] as const)('%s: 60 s timeout and the configured base URL', (name) => {
    expect(clients[name].defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(clients[name].defaults.baseURL).toBe('http://api.test');
  });

  it('sends the Bearer token from session storage on every call', async () => {
    storage.set('business_access_token', 'tok-1');
    await clients.withLoading.get('/api/user/getInfo');
    await clients.silent.get('/api/user/getInfo');
    expect(fake.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-1']);
  });

  it('reads the token at call time, so a new sign-in is picked up', async () => {
    await clients.withLoading.get('/a');
    storage.set('business_access_token', 'tok-2');
    await clients.withLoading.get('/a');
    expect(fake.requests.map((r) => r.headers.get('Authorization'))).toEqual([undefined, 'Bearer tok-2']);
  });

  it('sends the fixed Basic client authorization on the login call instead of the Bearer token', async () => {
    storage.set('business_access_token', 'tok-1');
    await clients.withLoading.post('/api/user/oauth/token', undefined, { basicAuth: true });
    expect(fake.last().headers.get('Authorization')).toBe(CLIENT_BASIC_AUTHORIZATION);
  });

  it('serialises GET array parameters as repeated keys and skips undefined', async () => {
    await clients.silent.get('/api/default/bookmark/batch', { params: { ids: [1, 2, 3], name: 'a b', skip: undefined } });
    expect(axios.getUri(fake.last())).toBe('http://api.test/api/default/bookmark/batch?ids=1&ids=2&ids=3&name=a+b');
  });
});

describe('the envelope', () => {
  it('resolves to data when code is 0', async () => {
    fake.envelope({ access_token: 'x' });
    const response = await clients.withLoading.get('/x');
    expect(response.data).toEqual({ access_token: 'x' });
    expect(notifier.notices).toEqual([]);
  });

  it('rejects a non-zero code with the server msg, shown as a warning', async () => {
    fake.envelope(null, 500, '验证码错误');
    const failure = await failureOf(clients.withLoading.get('/x'));
    expect(failure.failure).toEqual({ kind: 'rejected', code: 500, msg: '验证码错误' });
    expect(failure.message).toBe('验证码错误');
    expect(failure.notified).toBe(true);
    expect(notifier.notices).toEqual([{ message: '验证码错误', level: 'warning', durationMs: 5000 }]);
    expect(followUps.actions).toEqual([]);
  });

  it('does not show the message when the call opted out, and says so', async () => {
    fake.envelope(null, 1, '失败');
    const failure = await failureOf(clients.withLoading.get('/x', { notify: false }));
    expect(failure.notified).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it('treats a body that is not an envelope as a failed request', async () => {
    fake.respond({ data: '<html>proxy page</html>', headers: { 'content-type': 'text/html' } });
    const failure = await failureOf(clients.withLoading.get('/x'));
    expect(failure.message).toBe(errorMessages.requestFailed);
  });

  it('gives a Blob for a binary call and keeps the content type', async () => {
    fake.respond({ data: new Uint8Array([1, 2, 3]).buffer, headers: { 'content-type': 'image/svg+xml' } });
    const response = await clients.silent.get<Blob>('/api/oauth/captcha', { responseType: 'arraybuffer' });
    expect(response.data).toBeInstanceOf(Blob);
    expect(response.data.type).toBe('image/svg+xml');
    expect(new Uint8Array(await response.data.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('reads a JSON envelope answered to a binary call as a rejection', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ code: 7, msg: '导出失败', data: null }));
    fake.respond({ data: Buffer.from(bytes), headers: { 'content-type': 'application/json;charset=utf-8' } });
    const failure = await failureOf(clients.silent.get('/export', { responseType: 'arraybuffer' }));
    expect(failure.message).toBe('导出失败');
  });
});

describe('HTTP and transport failures (SPEC section 8)', () => {
  it.each([
    [401, { error: 'invalid_token', error_description: '令牌已失效' }, '令牌已失效', 'warning', 3000, { kind: 'relogin' }],
    [403, { error: 'forbidden' }, 'forbidden', 'warning', 5000, { kind: 'none' }],
    [400, { error: 'bad', error_description: '参数错误' }, '参数错误', 'warning', 5000, { kind: 'none' }],
    [500, { msg: '数据库繁忙' }, '数据库繁忙', 'error', 5000, { kind: 'none' }],
    [500, 'boom', errorMessages.serverFailed, 'error', 5000, { kind: 'none' }],
    [502, {}, errorMessages.gateway, 'error', 5000, { kind: 'none' }],
    [504, {}, errorMessages.gatewayTimeout, 'error', 5000, { kind: 'logout-and-reload', afterMs: 5000 }],
    [503, {}, errorMessages.requestFailed, 'error', 5000, { kind: 'none' }],
  ] as const)('%i %j → %s', async (status, data, message, level, durationMs, followUp) => {
    fake.respond({ status, data });
    const failure = await failureOf(clients.withLoading.get('/x'));
    expect(failure.failure).toMatchObject({ kind: 'http', status });
    expect(notifier.notices).toEqual([{ message, level, durationMs }]);
    expect(followUps.actions).toEqual(followUp.kind === 'none' ? [] : [followUp]);
  });

  it('reads the error body of a binary call from its bytes', async () => {
    const body = Buffer.from(JSON.stringify({ error_description: '未登录' }));
    fake.respond({ status: 401, data: body });
    const failure = await failureOf(clients.silent.get('/x', { responseType: 'arraybuffer' }));
    expect(failure.message).toBe('未登录');
  });

  it('sends the follow-up even when the call opted out of the message', async () => {
    fake.respond({ status: 401, data: {} });
    await failureOf(clients.withLoading.get('/x', { notify: false }));
    expect(notifier.notices).toEqual([]);
    expect(followUps.actions).toEqual([{ kind: 'relogin' }]);
  });

  it.each([
    [AxiosError.ETIMEDOUT, 'timeout of 60000ms exceeded', 'timeout', errorMessages.timeout],
    [AxiosError.ECONNABORTED, 'timeout of 60000ms exceeded', 'timeout', errorMessages.timeout],
    [AxiosError.ERR_NETWORK, 'Network Error', 'network', errorMessages.network],
    ['ECONNREFUSED', 'connect ECONNREFUSED', 'network', errorMessages.network],
  ])('%s (%s) → %s', async (code, text, kind, message) => {
    fake.fail(code, text);
    const failure = await failureOf(clients.withLoading.get('/x'));
    expect(failure.failure).toEqual({ kind });
    expect(notifier.notices).toEqual([{ message, level: 'error', durationMs: 5000 }]);
  });

  it('lets a cancelled call through untouched and unannounced', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(clients.withLoading.get('/x', { signal: controller.signal })).rejects.toSatisfy(axios.isCancel);
    expect(notifier.notices).toEqual([]);
    expect(loading.open).toBe(0);
  });
});

describe('the loading overlay', () => {
  it('starts before and ends after every call of the loading client, with its text', async () => {
    let openDuringRequest = -1;
    fake.respond({ data: { code: 0, msg: '', data: 1 } });
    const adapter = fake.adapter;
    clients.withLoading.defaults.adapter = (config) => {
      openDuringRequest = loading.open;
      return adapter(config);
    };
    await clients.withLoading.get('/x', { loadingText: '正在登录' });
    expect(openDuringRequest).toBe(1);
    expect(loading).toMatchObject({ starts: 1, ends: 1, texts: ['正在登录'] });
  });

  it.each([
    ['rejected envelope', (f: FakeAxiosAdapter) => f.envelope(null, 1, 'no')],
    ['HTTP 500', (f: FakeAxiosAdapter) => f.respond({ status: 500, data: {} })],
    ['timeout', (f: FakeAxiosAdapter) => f.fail(AxiosError.ETIMEDOUT, 'timeout')],
    ['network', (f: FakeAxiosAdapter) => f.fail(AxiosError.ERR_NETWORK, 'Network Error')],
  ])('ends exactly once on a failure: %s', async (_name, script) => {
    script(fake);
    await failureOf(clients.withLoading.get('/x'));
    expect(loading).toMatchObject({ starts: 1, ends: 1 });
  });

  it('balances concurrent calls that succeed and fail', async () => {
    let n = 0;
    clients.withLoading.defaults.adapter = (config) => {
      n += 1;
      if (n % 2 === 0) fake.envelope(null, 1, 'x');
      else fake.envelope(n);
      return fake.adapter(config);
    };
    await Promise.allSettled(Array.from({ length: 9 }, () => clients.withLoading.get('/x')));
    expect(loading).toMatchObject({ starts: 9, ends: 9 });
  });

  it('is never touched by the silent client', async () => {
    await clients.silent.get('/x');
    fake.respond({ status: 500, data: {} });
    await failureOf(clients.silent.get('/x'));
    expect(loading).toMatchObject({ starts: 0, ends: 0 });
  });
});
