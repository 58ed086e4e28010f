import { errorNameFor } from '../../domain/errors/error-names';
import type { AuthRefusal } from '../../domain/session/auth-refusal';
import { httpError, rejected, type BackendFault } from './backend-fault';

/** An HTTP error named as the mock server names it for this status (one map, src/domain/errors). */
export const statusError = (status: number, description: string): BackendFault => httpError(status, errorNameFor(status), description);

/** A session rule's refusal, answered as the mock server answers it. */
export const refusalFault = (refusal: AuthRefusal): BackendFault =>
  refusal.status === 200 ? rejected(refusal.message, refusal.code) : statusError(refusal.status, refusal.message);
