/**
 * The OAuth-style `error` field of a 4xx/5xx body per status (SPEC section 8 reads
 * error_description first, then error). One map for the mock server and the memory adapters, so a
 * refusal carries the same name from both backends.
 */
const ERROR_NAMES: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

export function errorNameFor(status: number): string {
  return ERROR_NAMES[status] ?? (status >= 500 ? 'server_error' : 'request_error');
}
