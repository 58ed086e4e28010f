// Load runs of the server bench: a signed-in county user's requests, one at a time and from many
// connections at once (autocannon), against the mock server or the plain json-server reference.
import autocannon from 'autocannon';
import { createCipheriv } from 'node:crypto';
import { E2E_CAPTCHA } from '../tests/e2e/support/server';
import { CLIENT_BASIC_AUTHORIZATION, DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../src/ports/api/defaults';

export interface Probe {
  readonly label: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  readonly errors: number;
}

/** What the browser's crypto-js sends: AES-128-CBC, PKCS7, UTF-8 key and IV, base64. */
const encrypt = (plain: string): string => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_CIPHER_KEY), Buffer.from(DEFAULT_CIPHER_IV));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};

/** Signs in through the API as the browser does (captcha cookie, encrypted fields) and returns the bearer header. */
export async function signIn(url: string, username: string, password: string): Promise<Record<string, string>> {
  const captcha = await fetch(`${url}/api/oauth/captcha`);
  await captcha.arrayBuffer();
  const cookie = captcha.headers.getSetCookie().find((c) => c.startsWith('captcha_sid='))?.split(';')[0] ?? '';
  const form = new URLSearchParams({ username: encrypt(username), password: encrypt(password), captcha: E2E_CAPTCHA, grant_type: 'password' });
  const answer = await fetch(`${url}/api/user/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: CLIENT_BASIC_AUTHORIZATION, Cookie: cookie },
    body: form.toString(),
  });
  const body = (await answer.json()) as { code: number; data?: { access_token?: string }; msg?: string };
  const token = body.data?.access_token;
  if (body.code !== 0 || token === undefined) throw new Error(`sign-in of ${username} failed: ${body.msg ?? answer.status}`);
  return { Authorization: `Bearer ${token}` };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median wall time of `runs` requests one after another (after one warm-up), failing on anything but 200. */
export async function singleLatency(url: string, headers: Record<string, string>, probe: Probe, runs: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i += 1) {
    const started = performance.now();
    const answer = await fetch(`${url}${probe.path}`, {
      method: probe.method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${probe.method} ${probe.path} answered ${answer.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return median(times);
}

function figuresOf(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** `connections` connections sending the probe back to back for `seconds`. */
export async function load(url: string, headers: Record<string, string>, probe: Probe, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${url}${probe.path}`,
    method: probe.method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(probe.body === undefined ? {} : { body: JSON.stringify(probe.body) }),
    connections,
    duration: seconds,
    timeout: 30,
  });
  return figuresOf(result);
}

interface BookmarkTarget {
  readonly type: number;
  readonly bookmarkId: string;
}

/**
 * Notices the user may open and has not bookmarked: bookmarks must point at real records the user
 * may see (issue 12), so each writer gets one of these as its own target.
 */
export async function bookmarkTargets(url: string, headers: Record<string, string>, wanted: number): Promise<BookmarkTarget[]> {
  type Rows = { data?: { rows?: { id?: string; bookmarkId?: string }[] } };
  const json = async (path: string, body?: object): Promise<Rows> =>
    (await (
      await fetch(`${url}${path}`, body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json()) as Rows;
  const kept = new Set(((await json('/api/default/bookmark/list', { pageIndex: 1, pageSize: 50 })).data?.rows ?? []).map((row) => row.bookmarkId));
  const notices = (await json('/api/notice/list?pageIndex=1&pageSize=50')).data?.rows ?? [];
  return notices.flatMap((row) => (row.id !== undefined && !kept.has(row.id) ? [{ type: 1, bookmarkId: row.id }] : [])).slice(0, wanted);
}

/**
 * One connection per target, each adding and removing its own bookmark back to back: the
 * cheapest write the API has, so the figure is the cost of a write itself (persisting included).
 */
export async function writes(url: string, headers: Record<string, string>, targets: readonly BookmarkTarget[], seconds: number): Promise<LoadFigures> {
  let writer = 0;
  // autocannon keeps one context object per connection: the first request of each takes a target.
  const refOf = (context: object): BookmarkTarget => {
    const own = context as { target?: BookmarkTarget };
    own.target ??= targets[writer++ % targets.length];
    if (own.target === undefined) throw new Error('no bookmark target for a writer');
    return own.target;
  };
  const result = await autocannon({
    url: `${url}/api/default/bookmark`,
    headers: { ...headers, 'content-type': 'application/json' },
    connections: targets.length,
    duration: seconds,
    timeout: 30,
    requests: [
      { method: 'POST', setupRequest: (request, context) => ({ ...request, body: JSON.stringify({ ...refOf(context), title: '压测收藏' }) }) },
      { method: 'DELETE', setupRequest: (request, context) => ({ ...request, body: JSON.stringify(refOf(context)) }) },
    ],
  });
  return figuresOf(result);
}
