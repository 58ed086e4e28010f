import type { ErrorRequestHandler } from 'express';
import type { FilingCall, FilingChanged, FilingFailure, FilingServed } from '../../../src/domain/filing/service';
import type { DataCheckFailureBody, FieldProblem } from '../../../src/domain/filing/views';
import { HttpError } from '../../http/errors';
import type { AuthedContext } from '../../http/typed-route';
import { atOf, directoryOf } from '../process/book';

/** A refused data check: answered as a 400 whose body also lists every problem on its field. */
export class DataCheckError extends HttpError {
  constructor(
    message: string,
    readonly problems: readonly FieldProblem[],
  ) {
    super(400, message);
  }
}

/** Placed after the filing routes: writes the problems the shared error handler would drop; anything else passes on. */
export const dataCheckErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (!(error instanceof DataCheckError) || res.headersSent) {
    next(error);
    return;
  }
  const body: DataCheckFailureBody = { code: 400, msg: error.message, error: error.error, error_description: error.message, problems: error.problems };
  res.status(400).json(body);
};

function thrown(failure: FilingFailure): HttpError {
  if (failure.problems !== undefined) return new DataCheckError(failure.message, failure.problems);
  return new HttpError(failure.status, failure.message, failure.status === 409 ? { error: 'conflict' } : {});
}

export function unwrapFiling<T>(result: FilingServed<T>): T {
  if (result.ok) return result.value;
  throw thrown(result.error);
}

/** A read of the filing book as the signed-in user. */
export function readFilings<T>(ctx: AuthedContext, query: (call: FilingCall) => FilingServed<T>): T {
  const db = ctx.server.store.db;
  return unwrapFiling(query({ book: db.filings, dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server) }));
}

/**
 * A change computed from the book as it is now and stored in the same synchronous step, so two
 * simultaneous approvals are applied one after the other: each takes the next filing number and
 * the second is judged against the first one's result. A refusal is thrown before anything is written.
 */
export function changeFilings<T>(ctx: AuthedContext, compute: (call: FilingCall) => FilingChanged<T>): Promise<T> {
  const at = atOf(ctx.server);
  const userId = ctx.session.user.userId;
  return ctx.server.store.update((db) => {
    const { book, value } = unwrapFiling(compute({ book: db.filings, dir: directoryOf(db), userId, at }));
    db.filings = book;
    return value;
  });
}
