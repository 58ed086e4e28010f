import { describe, expect, it } from 'vitest';
import {
  bearerMessages,
  credentialLabels,
  LOCK_MINUTES,
  LOCK_MS,
  lockMinutesLeft,
  MAX_FAILED_LOGINS,
  passwordChangeCodes,
  passwordChangeMessages,
  signInCodes,
  signInMessages,
  stillLocked,
  wrongPassword,
} from '../../../src/domain/session/auth-failures';
import { AVATAR_MAX_BYTES, EMAIL_MAX, NICKNAME_MAX, profileMessages } from '../../../src/domain/session/profile-failures';
import { fieldMessages } from '../../../src/domain/validation/field-messages';

/**
 * Both backends answer with these values and the contract tests read them from here, so a change
 * would pass there unnoticed: the codes and texts are pinned verbatim instead.
 */
describe('auth failures (one copy for the mock server and the memory adapters)', () => {
  it('keeps the sign-in and password-change codes', () => {
    expect(Object.values(signInCodes)).toEqual([40001, 40002, 40003, 40010, 40011, 40012, 40013, 40014, 40015, 40016]);
    expect(Object.values(passwordChangeCodes)).toEqual([40020, 40021, 40022, 40023]);
  });

  it('keeps the lockout rule: 5 wrong passwords lock for 30 minutes', () => {
    expect([MAX_FAILED_LOGINS, LOCK_MINUTES, LOCK_MS]).toEqual([5, 30, 1_800_000]);
    expect([lockMinutesLeft(1), lockMinutesLeft(60_000), lockMinutesLeft(60_001), lockMinutesLeft(LOCK_MS)]).toEqual([1, 1, 2, 30]);
  });

  it('keeps the texts verbatim', () => {
    expect(Object.values(signInMessages)).toEqual([
      '验证码不能为空',
      '验证码错误',
      '验证码已失效，请刷新',
      '用户名或密码错误',
      '密码连续错误5次，账号已锁定30分钟',
      '登录信息格式错误，请刷新页面后重试',
      '该账号仅用于链接登录，不能直接登录',
      '链接中的用户不存在或已停用',
      '该账号无权使用链接登录',
      '账号已停用，请联系系统管理员',
      '链接登录参数不完整',
    ]);
    expect(wrongPassword(4)).toBe('用户名或密码错误，还可尝试4次');
    expect(stillLocked(30)).toBe('账号已锁定，请30分钟后再试');
    expect(passwordChangeMessages).toEqual({
      oldPasswordWrong: '旧密码错误',
      newPasswordWeak: '密码不能少于八位数且必须包含字母+数字+特殊字符',
      samePassword: '新密码不能与旧密码相同',
      malformedPassword: '密码格式错误，请刷新页面后重试',
    });
    expect(bearerMessages).toEqual({ noToken: '认证失败，请重新登录', tokenExpired: '登录状态已过期，请重新登录', disabled: '账号已停用，请联系系统管理员' });
    expect(fieldMessages.missing(credentialLabels.username)).toBe('用户名不能为空');
    expect(fieldMessages.tooLong(credentialLabels.password, 64)).toBe('密码长度不能超过64个字符');
  });
});

describe('profile failures', () => {
  it('keeps the limits and texts verbatim', () => {
    expect([NICKNAME_MAX, EMAIL_MAX, AVATAR_MAX_BYTES]).toEqual([30, 50, 2 * 1024 * 1024]);
    expect(profileMessages).toEqual({
      nickNameRequired: '用户昵称不能为空',
      nickNameTooLong: '用户昵称长度不能超过30个字符',
      emailInvalid: '请输入正确的邮箱地址',
      phoneInvalid: '请输入正确的手机号码',
      sexInvalid: '性别取值无效',
      avatarTooLarge: '头像图片不能超过2MB',
      avatarNotImage: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
      visitsOfOthers: '只能更新本人的访问记录',
    });
    expect([fieldMessages.wrongType('性别'), fieldMessages.tooShort('账号', 1)]).toEqual(['性别格式错误', '账号长度不能少于1个字符']);
  });
});
