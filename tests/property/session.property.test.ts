import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { checkPermission } from '../../src/domain/permission/permission';
import { isFirstVisit, parseRememberedLogin } from '../../src/domain/session/session';

// ---------------------------------------------------------------------------
// Remembered login and first visit
// ---------------------------------------------------------------------------

describe('parseRememberedLogin', () => {
  test.prop([fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)))])(
    'never throws on any stored text, and gives two strings or nothing',
    (raw) => {
      const parsed = parseRememberedLogin(raw);
      if (parsed !== undefined) {
        expect(Object.keys(parsed).sort()).toEqual(['password', 'username']);
        expect(typeof parsed.username).toBe('string');
        expect(typeof parsed.password).toBe('string');
      }
    },
  );

  test.prop([fc.record({ username: fc.string({ unit: 'binary' }), password: fc.string({ unit: 'binary' }) }), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 })])(
    'reads back what JSON.stringify wrote, ignoring any other field',
    (login, extra) => {
      expect(parseRememberedLogin(JSON.stringify(login))).toEqual(login);
      expect(parseRememberedLogin(JSON.stringify({ ...extra, ...login }))).toEqual(login);
    },
  );

  test.prop([fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))])(
    'a stored value that is not an object is nothing',
    (value) => {
      expect(parseRememberedLogin(JSON.stringify(value))).toBeUndefined();
    },
  );
});

describe('isFirstVisit (SPEC section 4)', () => {
  test.prop([fc.oneof(fc.double(), fc.constantFrom(Number.NaN, 0, 1, 1 - Number.EPSILON, -0))])('a visit count below one, or not a number, is a first visit', (visits) => {
    expect(isFirstVisit(visits)).toBe(Number.isNaN(visits) || visits < 1);
  });

  test.prop([fc.integer({ min: 1 })])('one visit or more is not', (visits) => {
    expect(isFirstVisit(visits)).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Permission check (SPEC section 5)
// ---------------------------------------------------------------------------

const permission = fc.oneof(
  fc.constantFrom('system:user:list', 'system:user:add', 'office:notice:edit', 'tz:ledger:export', 'op:case:accept'),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s !== '*:*:*'),
);
const held = fc.array(permission, { maxLength: 6 });
const need = fc.oneof(permission, fc.array(permission, { minLength: 1, maxLength: 4 }));

describe('checkPermission (SPEC section 5)', () => {
  test.prop([need, held])('is true exactly when some needed value is held', (n, h) => {
    const needed = typeof n === 'string' ? [n] : n;
    expect(checkPermission(n, h)).toBe(needed.some((value) => h.includes(value)));
  });

  test.prop([need, held, fc.nat()])("'*:*:*' grants everything", (n, h, at) => {
    const withAll = [...h];
    withAll.splice(at % (h.length + 1), 0, '*:*:*');
    expect(checkPermission(n, withAll)).toBe(true);
  });

  test.prop([fc.constantFrom<string | readonly string[] | undefined>(undefined, '', []), held])("throws 'need limits' without a value", (n, h) => {
    expect(() => checkPermission(n, h)).toThrow(new Error('need limits'));
  });

  test.prop([need, held, permission])('holding more never takes a permission away', (n, h, extra) => {
    if (checkPermission(n, h)) expect(checkPermission(n, [...h, extra])).toBe(true);
  });
});
