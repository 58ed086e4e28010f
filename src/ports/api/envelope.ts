/** Every JSON response is enveloped; code 0 is success, anything else carries a msg to show. */
export interface Envelope<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

export const SUCCESS_CODE = 0;

/** The body of a 4xx/5xx answer (OAuth style fields, SPEC section 8). */
export interface ErrorEnvelope {
  readonly code: number;
  readonly msg: string;
  readonly error: string;
  readonly error_description: string;
}

/** A payload that is bytes, not JSON (captcha image, PDF, Excel, event stream). */
export interface BinaryPayload {
  readonly kind: 'binary';
  readonly contentType: string;
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
