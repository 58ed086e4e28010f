import type { Result } from '../shared/result';
import { bearerMessages } from './auth-failures';

/**
 * How a session rule says no, as plain data each backend turns into its own answer: status 200
 * is a business rejection (a non-zero code and the msg, SPEC section 8), the others are HTTP
 * errors with the message as error_description.
 */
export type AuthRefusal =
  | { readonly status: 200; readonly code: number; readonly message: string }
  | { readonly status: 400 | 401 | 403; readonly message: string };

export const rejection = (code: number, message: string): AuthRefusal => ({ status: 200, code, message });
export const badRequest = (message: string): AuthRefusal => ({ status: 400, message });
export const forbidden = (message: string): AuthRefusal => ({ status: 403, message });

/** Longer bearer tokens are not looked up at all: no token we issue is that long. */
export const MAX_TOKEN_LENGTH = 128;

/** The token of "Authorization: Bearer <token>", or undefined when the header is missing or malformed. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/**
 * The session a bearer token opens, or why a call that needs one is refused: no token at all, or
 * one that opens no live session (unknown, expired, or a service account's). The two texts tell
 * them apart. `find` answers only the live sessions of the backend; a session of an account an
 * administrator has disabled since is refused with a text of its own.
 */
export function bearerSession<S>(token: string | undefined, find: (token: string) => S | undefined, isDisabled: (session: S) => boolean = () => false): Result<S, AuthRefusal> {
  if (token === undefined || token.length === 0) return { ok: false, error: { status: 401, message: bearerMessages.noToken } };
  const session = token.length > MAX_TOKEN_LENGTH ? undefined : find(token);
  if (session === undefined) return { ok: false, error: { status: 401, message: bearerMessages.tokenExpired } };
  if (isDisabled(session)) return { ok: false, error: { status: 401, message: bearerMessages.disabled } };
  return { ok: true, value: session };
}
