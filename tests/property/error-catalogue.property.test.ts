import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  MAX_SHOWN_LENGTH,
  describeFailure,
  describeSuccess,
  type RequestFailure,
  type UserMessage,
} from '../../src/domain/errors/error-catalogue';
import { errorMessages } from '../../src/domain/errors/messages';

/** With the u flag this matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const status = fc.integer({ min: 100, max: 599 });
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }),
  fc.constantFrom('', ' ', '\n\t', '请求参数错误', '令牌已过期'),
  fc.anything(),
);
/** Bodies shaped like the server's errors, with fields of any type present or missing. */
const errorBody = fc.record(
  { error_description: fieldValue, error: fieldValue, msg: fieldValue, message: fieldValue, code: fc.anything() },
  { requiredKeys: [] },
);
const body = fc.oneof(errorBody, fc.anything(), fc.string(), fc.constant(null), fc.constant(undefined));
const failure: fc.Arbitrary<RequestFailure> = fc.oneof(
  fc.record({ kind: fc.constant('http' as const), status, body }),
  fc.constant({ kind: 'timeout' as const }),
  fc.constant({ kind: 'network' as const }),
  fc.record({ kind: fc.constant('rejected' as const), code: fc.integer(), msg: fieldValue }),
);

/** The text the catalogue shows for a server field: trimmed, cut at MAX_SHOWN_LENGTH code points; undefined when blank or not a string. */
function shown(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim().length === 0) return undefined;
  const points = [...value.trim()];
  return points.length > MAX_SHOWN_LENGTH ? `${points.slice(0, MAX_SHOWN_LENGTH).join('')}…` : value.trim();
}

const read = (b: unknown, key: string): unknown =>
  typeof b === 'object' && b !== null ? (b as Record<string, unknown>)[key] : undefined;

function expectWellFormed(result: UserMessage): void {
  expect(typeof result.message).toBe('string');
  expect(result.message.trim().length).toBeGreaterThan(0);
  expect(result.message).not.toMatch(LONE_SURROGATE);
  expect([...result.message].length).toBeLessThanOrEqual(MAX_SHOWN_LENGTH + 1);
  expect(['success', 'info', 'warning', 'error']).toContain(result.level);
  expect(result.durationMs).toBeGreaterThan(0);
}

describe('describeFailure never fails and always has something to say', () => {
  test.prop([failure])('any failure gives a non-empty, well-formed message', (f) => {
    expectWellFormed(describeFailure(f));
  });

  test.prop([status, body])('every status from 100 to 599 with any body', (s, b) => {
    expectWellFormed(describeFailure({ kind: 'http', status: s, body: b }));
  });
});

describe('the HTTP rows of SPEC section 8', () => {
  test.prop([errorBody])('401: error_description (or a sign-in-again text) as a warning for 3 s, then relogin', (b) => {
    expect(describeFailure({ kind: 'http', status: 401, body: b })).toEqual({
      message: shown(b.error_description) ?? errorMessages.unauthorized,
      level: 'warning',
      durationMs: 3000,
      followUp: { kind: 'relogin' },
    });
  });

  test.prop([fc.integer({ min: 400, max: 499 }).filter((s) => s !== 401), body])(
    'other 4xx: error_description, else error, else msg, as a warning for 5 s',
    (s, b) => {
      expect(describeFailure({ kind: 'http', status: s, body: b })).toEqual({
        message:
          shown(read(b, 'error_description')) ?? shown(read(b, 'error')) ?? shown(read(b, 'msg')) ?? errorMessages.requestFailed,
        level: 'warning',
        durationMs: 5000,
        followUp: { kind: 'none' },
      });
    },
  );

  test.prop([body])('500: the response message, else 服务器请求失败', (b) => {
    const result = describeFailure({ kind: 'http', status: 500, body: b });
    expect(result.message).toBe(shown(read(b, 'msg')) ?? shown(read(b, 'message')) ?? '服务器请求失败');
    expect(result.level).toBe('error');
    expect(result.followUp).toEqual({ kind: 'none' });
  });

  test.prop([body])('502: 网关错误 whatever the body says', (b) => {
    expect(describeFailure({ kind: 'http', status: 502, body: b }).message).toBe('网关错误');
  });

  test.prop([body])('504: 网关超时 then logout and reload after 5 s', (b) => {
    const result = describeFailure({ kind: 'http', status: 504, body: b });
    expect(result.message).toBe('网关超时，5秒后将重新登录');
    expect(result.followUp).toEqual({ kind: 'logout-and-reload', afterMs: 5000 });
  });

  test.prop([status.filter((s) => !(s >= 400 && s <= 500) && s !== 502 && s !== 504), body])(
    'any other status: 请求错误 and nothing else happens',
    (s, b) => {
      expect(describeFailure({ kind: 'http', status: s, body: b })).toEqual({
        message: '请求错误',
        level: 'error',
        durationMs: 5000,
        followUp: { kind: 'none' },
      });
    },
  );

  test.prop([status, body])('only 401 asks to sign in again and only 504 logs out', (s, b) => {
    const { followUp } = describeFailure({ kind: 'http', status: s, body: b });
    expect(followUp.kind === 'relogin').toBe(s === 401);
    expect(followUp.kind === 'logout-and-reload').toBe(s === 504);
  });
});

describe('rejected calls, timeouts and network failures', () => {
  test.prop([fc.integer(), fieldValue])('a rejected envelope shows its msg as a warning', (code, msg) => {
    expect(describeFailure({ kind: 'rejected', code, msg })).toEqual({
      message: shown(msg) ?? errorMessages.requestFailed,
      level: 'warning',
      durationMs: 5000,
      followUp: { kind: 'none' },
    });
  });

  test.prop([fc.string({ unit: 'grapheme', minLength: MAX_SHOWN_LENGTH + 1, maxLength: 400 })])(
    'a long server text is a prefix of the original followed by an ellipsis',
    (msg) => {
      fc.pre([...msg.trim()].length > MAX_SHOWN_LENGTH);
      const { message } = describeFailure({ kind: 'rejected', code: 1, msg });
      expect(message.endsWith('…')).toBe(true);
      expect(msg.trim().startsWith(message.slice(0, -1))).toBe(true);
      expect([...message].length).toBe(MAX_SHOWN_LENGTH + 1);
      expect(message).not.toMatch(LONE_SURROGATE);
    },
  );
});

describe('describeSuccess', () => {
  test.prop([fc.integer({ min: 100, max: 599 }), fc.string(), fc.anything()])('always a non-empty message from statusText (non-200) or msg (200)', (s, statusText, msg) => {
    const message = describeSuccess(s, statusText, msg);
    expect(message.trim().length).toBeGreaterThan(0);
    expect(message).toBe((s === 200 ? shown(msg) : shown(statusText)) ?? '操作成功');
  });
});
