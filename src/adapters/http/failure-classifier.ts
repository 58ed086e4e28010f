import { AxiosError } from 'axios';
import type { RequestFailure } from '../../domain/errors/error-catalogue';
import { decodeBody } from './response-body';

/** Maps what axios threw onto the failure kinds of the error catalogue. */
export function classifyError(error: unknown): RequestFailure {
  if (!(error instanceof AxiosError)) return { kind: 'network' };
  if (error.response !== undefined) {
    return { kind: 'http', status: error.response.status, body: decodeBody(error.response.data) };
  }
  // With transitional.clarifyTimeoutError a timeout is ETIMEDOUT; older paths say ECONNABORTED "timeout of ...".
  if (error.code === AxiosError.ETIMEDOUT) return { kind: 'timeout' };
  if (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message)) return { kind: 'timeout' };
  return { kind: 'network' };
}
