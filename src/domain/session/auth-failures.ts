import { validationMessages } from '../validation/messages';

/**
 * How signing in, the lockout, the uid link and a password change fail: HTTP 200 with a non-zero
 * code and a Chinese msg the client shows as a warning (SPEC section 8). The one copy both
 * backends answer with (mock-server and src/adapters/memory), so they cannot drift apart; the
 * contract tests expect these values from both. Distinct codes let tests and logs tell the
 * causes apart.
 */
export const signInCodes = {
  captchaMissing: 40001,
  captchaWrong: 40002,
  captchaExpired: 40003,
  badCredentials: 40010,
  locked: 40011,
  malformedCredentials: 40012,
  serviceAccountOnly: 40013,
  uidUnknown: 40014,
  uidNotAllowed: 40015,
  disabled: 40016,
} as const;

export const passwordChangeCodes = {
  oldPasswordWrong: 40020,
  newPasswordWeak: 40021,
  samePassword: 40022,
  malformedPassword: 40023,
} as const;

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 30;
export const LOCK_MS = LOCK_MINUTES * 60 * 1000;

/** How the two credentials are named in a 400 about them (see fieldMessages). */
export const credentialLabels = { username: '用户名', password: '密码' } as const;

export const signInMessages = {
  captchaMissing: '验证码不能为空',
  captchaWrong: '验证码错误',
  captchaExpired: '验证码已失效，请刷新',
  badCredentials: '用户名或密码错误',
  lockedNow: `密码连续错误${MAX_FAILED_LOGINS}次，账号已锁定${LOCK_MINUTES}分钟`,
  malformedCredentials: '登录信息格式错误，请刷新页面后重试',
  serviceAccountOnly: '该账号仅用于链接登录，不能直接登录',
  uidUnknown: '链接中的用户不存在或已停用',
  uidNotAllowed: '该账号无权使用链接登录',
  disabled: '账号已停用，请联系系统管理员',
  /** A 400, not a rejection: the link itself is malformed. */
  uidIncomplete: '链接登录参数不完整',
} as const;

/** A wrong password of a known account that is not locked yet; `remaining` tries are left. */
export const wrongPassword = (remaining: number): string => `用户名或密码错误，还可尝试${remaining}次`;

/** Any sign-in while the account is locked, even with the right password. */
export const stillLocked = (minutes: number): string => `账号已锁定，请${minutes}分钟后再试`;

/** The whole minutes stillLocked names for a lock with `remainingMs` to run: rounded up, at least 1. */
export const lockMinutesLeft = (remainingMs: number): number => Math.max(1, Math.ceil(remainingMs / 60_000));

export const passwordChangeMessages = {
  oldPasswordWrong: '旧密码错误',
  /** The change dialog's own rule text (src/domain/validation), so client and server say the same. */
  newPasswordWeak: validationMessages.passwordWeakChange,
  samePassword: '新密码不能与旧密码相同',
  malformedPassword: '密码格式错误，请刷新页面后重试',
} as const;

/** The 401s of a call that needs a session: no bearer token at all, or one that is unknown or expired. */
export const bearerMessages = {
  noToken: '认证失败，请重新登录',
  tokenExpired: '登录状态已过期，请重新登录',
  /** An administrator disabled the account while it was signed in. */
  disabled: '账号已停用，请联系系统管理员',
} as const;
