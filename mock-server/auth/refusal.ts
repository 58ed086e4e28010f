import type { AuthRefusal } from '../../src/domain/session/auth-refusal';
import { HttpError, Rejection } from '../http/errors';

/** A session rule's refusal (src/domain/session) as this server answers it. */
export const refusalError = (refusal: AuthRefusal): HttpError | Rejection =>
  refusal.status === 200 ? new Rejection(refusal.code, refusal.message) : new HttpError(refusal.status, refusal.message);
