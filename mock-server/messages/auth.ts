import { credentialLabels } from '../../src/domain/session/auth-failures';

/**
 * Texts of the sign-in route that only the mock server has: the Basic client check and the
 * labels of its request schema. The codes and texts of sign-in failures, the lockout and the uid
 * link are shared with the in-memory adapters and live in src/domain/session/auth-failures.ts.
 */
export const authMessages = {
  invalidClient: '客户端认证失败',
  labels: {
    ...credentialLabels,
    captcha: '验证码',
    grantType: '授权类型',
    clientUid: '客户端标识',
    uid: '用户标识',
    ignorekey: '链接登录参数',
  },
} as const;
