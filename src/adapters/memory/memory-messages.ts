import { validationMessages } from '../../domain/validation/messages';

/**
 * The mock server's texts and codes (mock-server/messages), repeated here because adapters may
 * not import the mock server. The contract suite runs both backends against the same
 * expectations, so a text that drifts fails a test.
 */
export const MAX_FAILED_LOGINS = 5;
export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 50;
export const LOCK_MINUTES = 30;

export const loginCodes = {
  captchaMissing: 40001,
  captchaWrong: 40002,
  badCredentials: 40010,
  locked: 40011,
  malformedCredentials: 40012,
  serviceAccountOnly: 40013,
  uidUnknown: 40014,
  uidNotAllowed: 40015,
} as const;

export const profileCodes = {
  oldPasswordWrong: 40020,
  newPasswordWeak: 40021,
  samePassword: 40022,
  malformedPassword: 40023,
} as const;

export const memoryMessages = {
  labels: { username: '用户名', password: '密码' },
  captchaMissing: '验证码不能为空',
  captchaWrong: '验证码错误',
  badCredentials: '用户名或密码错误',
  badCredentialsWithTries: (left: number): string => `用户名或密码错误，还可尝试${left}次`,
  lockedNow: `密码连续错误${MAX_FAILED_LOGINS}次，账号已锁定${LOCK_MINUTES}分钟`,
  locked: (minutes: number): string => `账号已锁定，请${minutes}分钟后再试`,
  malformedCredentials: '登录信息格式错误，请刷新页面后重试',
  serviceAccountOnly: '该账号仅用于链接登录，不能直接登录',
  uidUnknown: '链接中的用户不存在或已停用',
  uidNotAllowed: '该账号无权使用链接登录',
  uidIncomplete: '链接登录参数不完整',
  missing: (label: string): string => `${label}不能为空`,
  tooLong: (label: string, max: number): string => `${label}长度不能超过${max}个字符`,
  tokenExpired: '登录状态已过期，请重新登录',
  noToken: '认证失败，请重新登录',
  nickNameRequired: '用户昵称不能为空',
  nickNameTooLong: `用户昵称长度不能超过${NICKNAME_MAX}个字符`,
  emailInvalid: validationMessages.emailInvalid,
  phoneInvalid: validationMessages.phoneInvalid,
  sexInvalid: '性别取值无效',
  oldPasswordWrong: '旧密码错误',
  newPasswordWeak: validationMessages.passwordWeakChange,
  samePassword: '新密码不能与旧密码相同',
  malformedPassword: '密码格式错误，请刷新页面后重试',
  visitsOfOthers: '只能更新本人的访问记录',
  avatarTooLarge: '头像图片不能超过2MB',
  avatarNotImage: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
} as const;
