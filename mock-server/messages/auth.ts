/**
 * Texts of the sign-in route that only the mock server has: the Basic client check. The labels
 * of its request schema are the API core's (src/ports/api/auth.messages.ts); the codes and texts
 * of sign-in failures, the lockout and the uid link are shared with the in-memory adapters and
 * live in src/domain/session/auth-failures.ts.
 */
export const authMessages = {
  invalidClient: '客户端认证失败',
} as const;
