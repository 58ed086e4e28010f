import { seedLedgerBook } from '../../src/demo/ledgers';
import type { FileCall, FileServed } from '../../src/domain/files/file-service';
import type { AuthedContext } from '../http/typed-route';
import { HttpError } from '../http/errors';
import { messageBookOf } from '../routes/message';
import { noticeBoardOf } from '../routes/notice';
import { directoryOf } from '../routes/process/book';

/** The file service's view of db.json for the signed-in user, at the server's clock. */
export function fileCallOf({ server, session }: AuthedContext): FileCall {
  const db = server.store.db;
  return {
    world: { affairs: db.affairs.affairs.map((stored) => stored.affair), filings: db.filings.filings, notices: noticeBoardOf(db).notices, surveys: db.surveys.surveys, dir: directoryOf(db), messages: messageBookOf(db).messages, meetings: db.meetings?.meetings ?? [], posts: db.posts?.posts ?? [], cases: db.cases.cases, archives: db.archives?.records ?? [], ledgers: (db.ledgers ?? seedLedgerBook()).defs },
    userId: session.user.userId,
    now: server.now(),
  };
}

/** The service's answer, or its refusal as the HTTP error. */
export function unwrapFiles<T>(result: FileServed<T>): T {
  if (result.ok) return result.value;
  throw new HttpError(result.error.status, result.error.message);
}
