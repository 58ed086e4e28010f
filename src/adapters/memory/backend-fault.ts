import type { RequestFailure } from '../../domain/errors/error-catalogue';

/**
 * What the in-memory backend throws: the same failure the HTTP adapter would have classified
 * from the mock server's answer. The memory ports turn it into an ApiFailure.
 */
export class BackendFault extends Error {
  constructor(readonly failure: RequestFailure) {
    super('memory backend fault');
    this.name = 'BackendFault';
  }
}

/** A 200 answer with a non-zero code, like the mock server's business rejections. */
export const rejected = (msg: string, code = 500): BackendFault => new BackendFault({ kind: 'rejected', code, msg });

/** A 4xx answer with the OAuth-style body the mock server sends. */
export const httpError = (status: number, error: string, description: string): BackendFault =>
  new BackendFault({ kind: 'http', status, body: { code: status, msg: description, error, error_description: description } });
