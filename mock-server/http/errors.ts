import { errorNameFor } from '../../src/domain/errors/error-names';

/** A protocol failure: answered with this status and {code, msg, error, error_description}. */
export class HttpError extends Error {
  readonly status: number;
  readonly error: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Fields added to the error body beside code, msg, error and error_description (e.g. a data check's problems). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    status: number,
    message: string,
    options: { error?: string; headers?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.error = options.error ?? errorNameFor(status);
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

/**
 * A business refusal: HTTP 200 with a non-zero code and data null, because the client shows the
 * msg of such answers as a warning (SPEC section 8) instead of treating it as a transport error.
 */
export class Rejection extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'Rejection';
    this.code = code;
  }
}
