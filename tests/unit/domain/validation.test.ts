import { describe, expect, it } from 'vitest';
import {
  validateChangePasswordForm,
  validateLoginField,
  validateLoginForm,
} from '../../../src/domain/validation/login-form';
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
} from '../../../src/domain/validation/validators';

const WEAK_LOGIN = '密码强度不符合要求';
const WEAK_CHANGE = '密码不能少于八位数且必须包含字母+数字+特殊字符';

describe('password (SPEC section 5)', () => {
  it('uses the limits of SPEC section 9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each([
    ['', '请输入密码', '请输入密码'],
    ['Admin@2026', undefined, undefined],
    ['Prov@2026', undefined, undefined],
    ["a1!@#$%^&*/';.,", undefined, undefined],
    ['abc123!.', undefined, undefined],
    ['abc12!.', WEAK_LOGIN, WEAK_CHANGE], // seven characters
    ['abcdefg1', WEAK_LOGIN, WEAK_CHANGE], // no special character
    ['abcdefg!', WEAK_LOGIN, WEAK_CHANGE], // no digit
    ['1234567!', WEAK_LOGIN, WEAK_CHANGE], // no letter
    ['abc 123!', WEAK_LOGIN, WEAK_CHANGE], // space is not allowed
    ['abc-123!', WEAK_LOGIN, WEAK_CHANGE], // '-' is not in the list
    ['abc_123!', WEAK_LOGIN, WEAK_CHANGE],
    ['密码abc123!', WEAK_LOGIN, WEAK_CHANGE],
    ['        ', WEAK_LOGIN, WEAK_CHANGE],
    [`a1!${'x'.repeat(CREDENTIAL_MAX_LENGTH - 3)}`, undefined, undefined],
    [`a1!${'x'.repeat(CREDENTIAL_MAX_LENGTH - 2)}`, WEAK_LOGIN, WEAK_CHANGE], // longer than any credential field
  ])('%j gives %j on login and %j when changing', (value, login, change) => {
    expect(validatePassword(value, 'login')).toBe(login);
    expect(validatePassword(value, 'change')).toBe(change);
    expect(isStrongPassword(value)).toBe(login === undefined);
  });
});

describe('confirm and old password', () => {
  it.each([
    ['', 'Admin@2026', '请输入密码'],
    ['Admin@2027', 'Admin@2026', '两次密码不一致'],
    ['admin@2026', 'Admin@2026', '两次密码不一致'],
    ['Admin@2026', 'Admin@2026', undefined],
    ['weak', 'weak', WEAK_CHANGE],
  ])('confirm %j against %j gives %j', (confirm, next, expected) => {
    expect(validateConfirmPassword(confirm, next)).toBe(expected);
  });

  it.each([
    ['', '请输入旧密码'],
    ['anything', undefined],
    ['x', undefined],
    ['x'.repeat(CREDENTIAL_MAX_LENGTH), undefined],
    ['x'.repeat(CREDENTIAL_MAX_LENGTH + 1), `长度不能超过${CREDENTIAL_MAX_LENGTH}个字符`],
  ])('old password %j gives %j', (value, expected) => {
    expect(validateOldPassword(value)).toBe(expected);
  });
});

describe('username and captcha', () => {
  it.each([
    ['', '用户名不能为空'],
    ['   ', '用户名不能为空'],
    ['\t', '用户名不能为空'],
    ['admin', undefined],
    ['张三', undefined],
    ['x'.repeat(CREDENTIAL_MAX_LENGTH + 1), `长度不能超过${CREDENTIAL_MAX_LENGTH}个字符`],
  ])('username %j gives %j', (value, expected) => {
    expect(validateUsername(value)).toBe(expected);
  });

  it.each([
    ['', '验证码不能为空'],
    ['  ', '验证码不能为空'],
    ['a1b2', undefined],
    ['x'.repeat(16), undefined],
    ['x'.repeat(17), '长度不能超过16个字符'],
  ])('captcha %j gives %j', (value, expected) => {
    expect(validateCaptcha(value)).toBe(expected);
  });
});

describe('phone, e-mail and URL', () => {
  it.each([
    ['13812345678', true],
    ['18000000000', true],
    ['15999999999', true],
    ['12812345678', false], // second digit 2
    ['19812345678', false], // second digit 9
    ['23812345678', false],
    ['1381234567', false], // ten digits
    ['138123456789', false], // twelve digits
    ['+8613812345678', false],
    ['138-1234-5678', false],
    ['13812345678\n', false],
    ['', false],
  ])('phone %j is valid: %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
    expect(validatePhone(value)).toBe(valid ? undefined : '请输入正确的手机号码');
  });

  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.org', true],
    ['a@b.cn', true],
    ['user@localhost', false], // the domain must be dotted
    ['user@', false],
    ['@example.com', false],
    ['user@@example.com', false],
    ['user example@example.com', false],
    ['user@example.', false],
    ['', false],
  ])('e-mail %j is valid: %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
    expect(validateEmail(value)).toBe(valid ? undefined : '请输入正确的邮箱地址');
  });

  it.each([
    ['http://example.com', true],
    ['https://example.com/path?q=1#top', true],
    ['ftp://files.example.com/a.zip', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['http://localhost:8080', true],
    ['example.com', false],
    ['mailto:user@example.com', false],
    ['javascript:alert(1)', false],
    ['file:///etc/passwd', false],
    ['http://', false],
    ['http:// example.com', false],
    ['http://exa mple.com', false],
    ['', false],
  ])('URL %j is valid: %s', (value, valid) => {
    expect(isUrl(value)).toBe(valid);
    expect(validateUrl(value)).toBe(valid ? undefined : '请输入正确的网址');
  });
});

describe('login form', () => {
  it('reports every problem at once', () => {
    expect(validateLoginForm({ username: '', password: '', captcha: '' })).toEqual({
      username: '用户名不能为空',
      password: '请输入密码',
      captcha: '验证码不能为空',
    });
  });

  it('reports the login strength message, not the change one', () => {
    expect(validateLoginForm({ username: 'admin', password: 'weak', captcha: '1234' })).toEqual({ password: WEAK_LOGIN });
    expect(validateLoginField('password', { username: '', password: 'weak', captcha: '' })).toBe(WEAK_LOGIN);
  });

  it('is empty for a form that may be sent', () => {
    expect(validateLoginForm({ username: 'admin', password: 'Admin@2026', captcha: 'ab12' })).toEqual({});
  });
});

describe('change-password form', () => {
  it.each([
    [{ oldPassword: '', newPassword: '', comfirPassword: '' }, { oldPassword: '请输入旧密码', newPassword: '请输入密码', comfirPassword: '请输入密码' }],
    [{ oldPassword: 'old', newPassword: 'weak', comfirPassword: 'weak' }, { newPassword: WEAK_CHANGE, comfirPassword: WEAK_CHANGE }],
    [{ oldPassword: 'old', newPassword: 'Admin@2026', comfirPassword: 'Admin@2025' }, { comfirPassword: '两次密码不一致' }],
    [{ oldPassword: 'old', newPassword: 'Admin@2026', comfirPassword: 'Admin@2026' }, {}],
  ])('%j gives %j', (fields, expected) => {
    expect(validateChangePasswordForm(fields)).toEqual(expected);
  });
});
