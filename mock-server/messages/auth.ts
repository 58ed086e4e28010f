/**
 * Sign-in failures: HTTP 200 with a non-zero code and a Chinese msg the login page shows as a
 * warning (SPEC section 8). Distinct codes let tests and logs tell the causes apart.
 */
export const LOGIN_CODES = {
  captchaMissing: 40001,
  captchaWrong: 40002,
  captchaExpired: 40003,
  badCredentials: 40010,
  locked: 40011,
  malformedCredentials: 40012,
  serviceAccountOnly: 40013,
  uidUnknown: 40014,
  uidNotAllowed: 40015,
} as const;

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 30;

export const authMessages = {
  captchaMissing: '验证码不能为空',
  captchaWrong: '验证码错误',
  captchaExpired: '验证码已失效，请刷新',
  badCredentials: '用户名或密码错误',
  badCredentialsWithTries: (left: number): string => `用户名或密码错误，还可尝试${left}次`,
  lockedNow: `密码连续错误${MAX_FAILED_LOGINS}次，账号已锁定${LOCK_MINUTES}分钟`,
  locked: (minutes: number): string => `账号已锁定，请${minutes}分钟后再试`,
  malformedCredentials: '登录信息格式错误，请刷新页面后重试',
  serviceAccountOnly: '该账号仅用于链接登录，不能直接登录',
  uidUnknown: '链接中的用户不存在或已停用',
  uidNotAllowed: '该账号无权使用链接登录',
  uidIncomplete: '链接登录参数不完整',
  invalidClient: '客户端认证失败',
  labels: {
    username: '用户名',
    password: '密码',
    captcha: '验证码',
    grantType: '授权类型',
    clientUid: '客户端标识',
    uid: '用户标识',
    ignorekey: '链接登录参数',
  },
} as const;
