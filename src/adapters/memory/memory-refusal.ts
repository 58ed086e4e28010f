import { errorNameFor } from '../../domain/errors/error-names';
import type { AuthRefusal } from '../../domain/session/auth-refusal';
import type { Result } from '../../domain/shared/result';
import { BackendFault, httpError, rejected } from './backend-fault';

/** An HTTP error named as the mock server names it for this status (one map, src/domain/errors). */
export const statusError = (status: number, description: string): BackendFault => httpError(status, errorNameFor(status), description);

/** A session rule's refusal, answered as the mock server answers it. */
export const refusalFault = (refusal: AuthRefusal): BackendFault =>
  refusal.status === 200 ? rejected(refusal.message, refusal.code) : statusError(refusal.status, refusal.message);

/**
 * A service's answer, or its refusal thrown as the mock server's body: the status named as above,
 * with whatever the refusal carries beside its message (a 400's fields' messages) kept in the body.
 */
export function servedOrThrow<T>(result: Result<T, { readonly status: number; readonly message: string }>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}
