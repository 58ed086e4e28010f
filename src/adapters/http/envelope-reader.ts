import type { RequestFailure } from '../../domain/errors/error-catalogue';
import { SUCCESS_CODE } from '../../ports/api/envelope';

type EnvelopeResult = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly failure: RequestFailure };

/** A body that is not an envelope counts as a rejection with no msg, so the catalogue says 请求错误. */
const NOT_AN_ENVELOPE = -1;

/** Reads `{ code, msg, data }`: code 0 gives data, any other code is a rejection carrying msg. */
export function readEnvelope(body: unknown): EnvelopeResult {
  if (typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'number') {
    return { ok: false, failure: { kind: 'rejected', code: NOT_AN_ENVELOPE, msg: undefined } };
  }
  const envelope = body as { code: number; msg?: unknown; data?: unknown };
  if (envelope.code === SUCCESS_CODE) return { ok: true, data: envelope.data };
  return { ok: false, failure: { kind: 'rejected', code: envelope.code, msg: envelope.msg } };
}
