import type { FilingCall, FilingChanged, FilingFailure, FilingServed } from '../../../src/domain/filing/service/types';
import type { FieldProblem } from '../../../src/domain/filing/wire';
import { HttpError } from '../../http/errors';
import type { AuthedContext } from '../../http/typed-route';
import { atOf, directoryOf } from '../process/book';

/** A refused data check: a 400 whose body also lists every problem on its field (DataCheckFailureBody). */
const dataCheckError = (message: string, problems: readonly FieldProblem[]): HttpError => new HttpError(400, message, { details: { problems } });

function thrown(failure: FilingFailure): HttpError {
  if (failure.problems !== undefined) return dataCheckError(failure.message, failure.problems);
  return new HttpError(failure.status, failure.message);
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
