import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  validateChangePasswordField,
  validateChangePasswordForm,
  validateLoginField,
  validateLoginForm,
  type ChangePasswordFields,
  type LoginFields,
} from '../../src/domain/validation/login-form';
import {
  CREDENTIAL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isEmail,
  isPhone,
  isStrongPassword,
  isUrl,
  validateCaptcha,
  validateConfirmPassword,
  validateEmail,
  validateOldPassword,
  validatePassword,
  validatePhone,
  validateUrl,
  validateUsername,
} from '../../src/domain/validation/validators';

/*
 * SPEC section 5 validators. One file per bounded context: importing @fast-check/vitest costs
 * about two seconds per test file (its test builder walks every chain of Vitest modifiers).
 */

// ---------------------------------------------------------------------------
// Password, confirm and old password
// ---------------------------------------------------------------------------

const REQUIRED = '请输入密码';
const WEAK_LOGIN = '密码强度不符合要求';
const WEAK_CHANGE = '密码不能少于八位数且必须包含字母+数字+特殊字符';

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const DIGITS = [...'0123456789'];
const SPECIALS = [...`!@#$%^&*/';.,`];
const ALLOWED = new Set([...LETTERS, ...DIGITS, ...SPECIALS]);

const letter = fc.constantFrom(...LETTERS);
const digit = fc.constantFrom(...DIGITS);
const special = fc.constantFrom(...SPECIALS);
const allowedChar = fc.oneof(letter, digit, special);
/** Any single character the rule does not allow: ASCII punctuation left out of the list, spaces, CJK, emoji, controls. */
const forbiddenChar = fc
  .oneof(
    fc.constantFrom(...' -_+=~`"()[]{}<>?|\\:\t\n', '中', '密', '😀', '\u00a0', '\u0000', 'é', 'Ａ', '１'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  )
  .filter((char) => !ALLOWED.has(char));

/** The SPEC rule written out character by character, independently of the regular expressions under test. */
function oracle(value: string): boolean {
  const chars = [...value];
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= CREDENTIAL_MAX_LENGTH &&
    chars.every((char) => ALLOWED.has(char)) &&
    chars.some((char) => LETTERS.includes(char)) &&
    chars.some((char) => DIGITS.includes(char)) &&
    chars.some((char) => SPECIALS.includes(char))
  );
}

/** Puts each required character into the filler at its own position, so required characters can land anywhere. */
function spread(filler: readonly string[], required: readonly string[], positions: readonly number[]): string {
  const chars = [...filler];
  required.forEach((char, i) => chars.splice((positions[i] ?? 0) % (chars.length + 1), 0, char));
  return chars.join('');
}

const positions = fc.array(fc.nat(), { minLength: 4, maxLength: 4 });

/** A password that meets every rule: a letter, a digit and a special somewhere in 8..64 allowed characters. */
const strongPassword = (min = PASSWORD_MIN_LENGTH, max = CREDENTIAL_MAX_LENGTH): fc.Arbitrary<string> =>
  fc
    .tuple(letter, digit, special, fc.array(allowedChar, { minLength: min - 3, maxLength: max - 3 }), positions)
    .map(([l, d, s, filler, at]) => spread(filler, [l, d, s], at));

/** Passwords that break exactly one rule, each with a label naming the rule. */
const brokenPassword: fc.Arbitrary<[string, string]> = fc.oneof(
  fc
    .tuple(letter, digit, special, fc.array(allowedChar, { minLength: 0, maxLength: PASSWORD_MIN_LENGTH - 4 }), positions)
    .map(([l, d, s, filler, at]): [string, string] => ['too short', spread(filler, [l, d, s], at)]),
  fc
    .tuple(letter, digit, special, fc.array(allowedChar, { minLength: CREDENTIAL_MAX_LENGTH - 2, maxLength: 200 }), positions)
    .map(([l, d, s, filler, at]): [string, string] => ['too long', spread(filler, [l, d, s], at)]),
  fc
    .tuple(strongPassword(PASSWORD_MIN_LENGTH, CREDENTIAL_MAX_LENGTH - 2), forbiddenChar, fc.nat())
    .map(([valid, bad, at]): [string, string] => ['forbidden character', spread([...valid], [bad], [at])]),
  fc
    .tuple(digit, special, fc.array(fc.oneof(digit, special), { minLength: 6, maxLength: 62 }), positions)
    .map(([d, s, filler, at]): [string, string] => ['no letter', spread(filler, [d, s], at)]),
  fc
    .tuple(letter, special, fc.array(fc.oneof(letter, special), { minLength: 6, maxLength: 62 }), positions)
    .map(([l, s, filler, at]): [string, string] => ['no digit', spread(filler, [l, s], at)]),
  fc
    .tuple(letter, digit, fc.array(fc.oneof(letter, digit), { minLength: 6, maxLength: 62 }), positions)
    .map(([l, d, filler, at]): [string, string] => ['no special character', spread(filler, [l, d], at)]),
);

describe('password strength (SPEC section 5)', () => {
  test.prop([strongPassword()])('a password meeting every rule is accepted in both contexts', (password) => {
    expect(oracle(password)).toBe(true);
    expect(isStrongPassword(password)).toBe(true);
    expect(validatePassword(password, 'login')).toBeUndefined();
    expect(validatePassword(password, 'change')).toBeUndefined();
  });

  test.prop([brokenPassword])('breaking exactly one rule gives the strength message of the context', ([, password]) => {
    expect(oracle(password)).toBe(false);
    expect(isStrongPassword(password)).toBe(false);
    expect(validatePassword(password, 'login')).toBe(WEAK_LOGIN);
    expect(validatePassword(password, 'change')).toBe(WEAK_CHANGE);
  });

  test.prop([fc.oneof(fc.string(), fc.string({ unit: allowedChar, maxLength: 80 }), strongPassword())])(
    'agrees with the rule written out by hand on any string',
    (value) => {
      expect(isStrongPassword(value)).toBe(oracle(value));
    },
  );

  test.prop([fc.string({ maxLength: 100 }), fc.constantFrom('login' as const, 'change' as const)])(
    'gives exactly one of three verdicts, chosen by emptiness, strength and context',
    (value, context) => {
      const verdict = validatePassword(value, context);
      if (value.length === 0) expect(verdict).toBe(REQUIRED);
      else if (oracle(value)) expect(verdict).toBeUndefined();
      else expect(verdict).toBe(context === 'login' ? WEAK_LOGIN : WEAK_CHANGE);
    },
  );
});

describe('confirm and old password (SPEC section 5)', () => {
  test.prop([strongPassword()])('a confirmation equal to a strong new password is accepted', (password) => {
    expect(validateConfirmPassword(password, password)).toBeUndefined();
  });

  test.prop([fc.string({ minLength: 1, maxLength: 80 }), fc.string({ maxLength: 80 })])(
    'any other confirmation says the two differ',
    (confirm, next) => {
      fc.pre(confirm !== next);
      expect(validateConfirmPassword(confirm, next)).toBe('两次密码不一致');
    },
  );

  test.prop([brokenPassword])('a matching but weak confirmation gives the change-dialog strength message', ([, password]) => {
    expect(validateConfirmPassword(password, password)).toBe(WEAK_CHANGE);
  });

  test.prop([fc.string({ maxLength: 80 })])('an empty confirmation asks for the password', (next) => {
    expect(validateConfirmPassword('', next)).toBe(REQUIRED);
  });

  test.prop([fc.string({ minLength: 1, maxLength: CREDENTIAL_MAX_LENGTH })])('any non-empty old password is accepted', (old) => {
    expect(validateOldPassword(old)).toBeUndefined();
  });

  test.prop([fc.string({ minLength: CREDENTIAL_MAX_LENGTH + 1, maxLength: 300 })])('an over-long old password is refused', (old) => {
    expect(validateOldPassword(old)).toBe(`长度不能超过${CREDENTIAL_MAX_LENGTH}个字符`);
  });
});

// ---------------------------------------------------------------------------
// Username, captcha, phone, e-mail, URL
// ---------------------------------------------------------------------------

const isBlank = (value: string): boolean => value.trim().length === 0;
const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u3000', '\u00a0'), maxLength: 10 });
const visible = fc.string({ minLength: 1, maxLength: CREDENTIAL_MAX_LENGTH }).filter((value) => !isBlank(value));

describe('username and captcha are required (SPEC section 5)', () => {
  test.prop([blank])('a blank username or captcha gets the required message', (value) => {
    expect(validateUsername(value)).toBe('用户名不能为空');
    expect(validateCaptcha(value)).toBe('验证码不能为空');
  });

  test.prop([visible])('any username with a visible character is accepted', (value) => {
    expect(validateUsername(value)).toBeUndefined();
  });

  test.prop([visible.filter((value) => value.length <= 16)])('any captcha with a visible character is accepted', (value) => {
    expect(validateCaptcha(value)).toBeUndefined();
  });

  test.prop([fc.string()])('the verdict is required, too long or valid, never anything else', (value) => {
    const username = validateUsername(value);
    if (isBlank(value)) expect(username).toBe('用户名不能为空');
    else if (value.length > CREDENTIAL_MAX_LENGTH) expect(username).toBe(`长度不能超过${CREDENTIAL_MAX_LENGTH}个字符`);
    else expect(username).toBeUndefined();
  });
});

const digits = (n: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('phone number: 1, then 3 to 8, then nine digits', () => {
  const phone = fc.tuple(fc.constantFrom(...'345678'), digits(9)).map(([second, rest]) => `1${second}${rest}`);

  test.prop([phone])('every number of that shape is accepted', (value) => {
    expect(isPhone(value)).toBe(true);
    expect(validatePhone(value)).toBeUndefined();
  });

  test.prop([
    fc.oneof(
      fc.tuple(fc.constantFrom(...'0234567890'), fc.constantFrom(...'345678'), digits(9)).map(([a, b, c]) => `${a}${b}${c}`),
      fc.tuple(fc.constantFrom(...'0129'), digits(9)).map(([b, c]) => `1${b}${c}`),
      fc.tuple(phone, fc.integer({ min: 1, max: 10 })).map(([p, cut]) => p.slice(0, p.length - cut)),
      fc.tuple(phone, digits(1)).map(([p, extra]) => `${p}${extra}`),
      fc.tuple(phone, fc.nat(10), fc.constantFrom('-', ' ', 'a', '\n', '+', '１')).map(([p, at, c]) => `${p.slice(0, at)}${c}${p.slice(at)}`),
      phone.map((p) => `+86${p}`),
    ),
  ])('a wrong first or second digit, a wrong length or a stray character is refused', (value) => {
    expect(isPhone(value)).toBe(false);
    expect(validatePhone(value)).toBe('请输入正确的手机号码');
  });

  test.prop([fc.string()])('an accepted value is exactly eleven ASCII digits starting 13..18', (value) => {
    if (isPhone(value)) expect(value).toMatch(/^1[3-8]\d{9}$/);
  });
});

const LOCAL_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._%+-'];
const LABEL_CHARS = [...'abcdefghijklmnopqrstuvwxyz0123456789-'];
const localPart = fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), minLength: 1, maxLength: 20 });
const label = fc.string({ unit: fc.constantFrom(...LABEL_CHARS), minLength: 1, maxLength: 12 });
const dottedDomain = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'));

describe('e-mail: local part, @, dotted domain', () => {
  const email = fc.tuple(localPart, dottedDomain).map(([local, domain]) => `${local}@${domain}`);

  test.prop([email])('local@dotted.domain is accepted', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(validateEmail(value)).toBeUndefined();
  });

  test.prop([
    fc.oneof(
      fc.tuple(localPart, dottedDomain).map(([local, domain]) => `${local}${domain}`), // no @
      dottedDomain.map((domain) => `@${domain}`), // no local part
      fc.tuple(localPart, label).map(([local, domain]) => `${local}@${domain}`), // domain without a dot
      fc.tuple(localPart, dottedDomain).map(([local, domain]) => `${local}@@${domain}`),
      fc.tuple(localPart, dottedDomain).map(([local, domain]) => `${local}@${domain}.`),
      fc.tuple(email, fc.nat(40), fc.constantFrom(' ', '\t', '\n', '<', '>', ',', '中')).map(([e, at, c]) => `${e.slice(0, at)}${c}${e.slice(at)}`),
    ),
  ])('a missing part or a stray character is refused', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(validateEmail(value)).toBe('请输入正确的邮箱地址');
  });

  test.prop([fc.string()])('an accepted value has exactly one @ and a dot after it', (value) => {
    if (!isEmail(value)) return;
    const [local, domain, ...rest] = value.split('@');
    expect(rest).toEqual([]);
    expect(local?.length).toBeGreaterThan(0);
    expect(domain).toContain('.');
  });
});

describe('URL: http, https or ftp', () => {
  const scheme = fc.constantFrom('http', 'https', 'ftp', 'HTTP', 'Https', 'FTP');
  const url = fc.tuple(scheme, fc.webUrl()).map(([s, web]) => web.replace(/^https?/, s));

  test.prop([url])('a web address with one of the three schemes is accepted', (value) => {
    expect(isUrl(value)).toBe(true);
    expect(validateUrl(value)).toBeUndefined();
  });

  test.prop([
    fc.oneof(
      fc.tuple(fc.constantFrom('javascript', 'file', 'mailto', 'data', 'ws', 'ftps', 'httpx', ''), fc.webUrl()).map(([s, web]) => web.replace(/^https?/, s)),
      fc.webUrl().map((web) => web.replace(/^https?:\/\//, '')),
      fc.tuple(fc.webUrl(), fc.constantFrom(' ', '\t', '\n')).map(([web, space]) => `${web}${space}x`),
      fc.tuple(scheme, fc.constantFrom('', '/', '.', '?', '#', '$', ' ')).map(([s, rest]) => `${s}://${rest}`),
    ),
  ])('another scheme, no scheme, whitespace or an empty host is refused', (value) => {
    expect(isUrl(value)).toBe(false);
    expect(validateUrl(value)).toBe('请输入正确的网址');
  });
});

// ---------------------------------------------------------------------------
// The login and change-password forms
// ---------------------------------------------------------------------------

const value = fc.oneof(
  fc.constantFrom('', ' ', 'admin', 'Admin@2026', 'weak', 'ab12', 'x'.repeat(70)),
  fc.string({ maxLength: 20 }),
);
const loginFields: fc.Arbitrary<LoginFields> = fc.record({ username: value, password: value, captcha: value });
const changeFields: fc.Arbitrary<ChangePasswordFields> = fc.oneof(
  fc.record({ oldPassword: value, newPassword: value, comfirPassword: value }),
  fc.record({ oldPassword: value, newPassword: value }).map((f) => ({ ...f, comfirPassword: f.newPassword })),
);

describe('validateLoginForm', () => {
  test.prop([loginFields])('reports every problem at once, each with its field rule and the login wording', (fields) => {
    const expected = {
      username: validateUsername(fields.username),
      password: validatePassword(fields.password, 'login'),
      captcha: validateCaptcha(fields.captcha),
    };
    const errors = validateLoginForm(fields);
    expect(errors).toEqual(Object.fromEntries(Object.entries(expected).filter(([, error]) => error !== undefined)));
    for (const field of ['username', 'password', 'captcha'] as const) {
      expect(validateLoginField(field, fields)).toBe(expected[field]);
      expect(errors[field]).not.toBe('密码不能少于八位数且必须包含字母+数字+特殊字符');
    }
  });

  test.prop([loginFields])('is empty exactly when every field is valid', (fields) => {
    const valid = ['username', 'password', 'captcha'].every((field) => validateLoginField(field as keyof LoginFields, fields) === undefined);
    expect(Object.keys(validateLoginForm(fields)).length === 0).toBe(valid);
  });
});

describe('validateChangePasswordForm', () => {
  test.prop([changeFields])('reports every problem at once, with the change-dialog wording', (fields) => {
    const expected = {
      oldPassword: validateOldPassword(fields.oldPassword),
      newPassword: validatePassword(fields.newPassword, 'change'),
      comfirPassword: validateConfirmPassword(fields.comfirPassword, fields.newPassword),
    };
    expect(validateChangePasswordForm(fields)).toEqual(Object.fromEntries(Object.entries(expected).filter(([, error]) => error !== undefined)));
    for (const field of ['oldPassword', 'newPassword', 'comfirPassword'] as const) {
      expect(validateChangePasswordField(field, fields)).toBe(expected[field]);
      expect(validateChangePasswordField(field, fields)).not.toBe('密码强度不符合要求');
    }
  });
});
