import type { AffairBook, Changed, Directory, ServiceFailure, Served } from '../../../src/domain/affair/service/types';
import type { ServerContext } from '../../context';
import type { Db } from '../../db-types';
import { HttpError } from '../../http/errors';
import type { AuthedContext } from '../../http/typed-route';

/** What every affair service call receives besides its own arguments. */
interface BookCall {
  readonly book: AffairBook;
  readonly dir: Directory;
  readonly userId: string;
  /** The server clock as an ISO string: the service never reads a clock itself. */
  readonly at: string;
}

export const atOf = (server: ServerContext): string => new Date(server.now()).toISOString();

export const directoryOf = (db: Readonly<Db>): Directory => ({ users: db.users, departments: db.departments, divisions: db.divisions });

/** A refusal of the service as the HTTP error every route answers (status, msg and error_description). */
function httpFailure(failure: ServiceFailure): HttpError {
  return new HttpError(failure.status, failure.message);
}

export function unwrap<T>(result: Served<T>): T {
  if (result.ok) return result.value;
  throw httpFailure(result.error);
}

/** A read: the service's answer, or its refusal thrown as an HTTP error. */
export function readBook<T>(ctx: AuthedContext, query: (call: BookCall) => Served<T>): T {
  const db = ctx.server.store.db;
  return unwrap(query({ book: db.affairs, dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server) }));
}

/**
 * A change: computed from the book as it is at this moment and stored in the same synchronous
 * step. Two simultaneous requests are therefore applied one after the other, and the second is
 * judged against the first one's result (a stale version gets the service's 409). A refusal is
 * thrown before anything is written.
 */
export function changeBook<T>(ctx: AuthedContext, compute: (call: BookCall) => Changed<T>): Promise<T> {
  const at = atOf(ctx.server);
  const userId = ctx.session.user.userId;
  return ctx.server.store.update((db) => {
    const { book, value } = unwrap(compute({ book: db.affairs, dir: directoryOf(db), userId, at }));
    db.affairs = book;
    return value;
  });
}
