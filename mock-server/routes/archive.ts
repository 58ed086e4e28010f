import { seedArchiveBook } from '../../src/demo/archives';
import type { ArchiveCall, ArchiveChanged, ArchiveServed } from '../../src/domain/archive/archive-call';
import { decideLoan, loanDetail, loanPage, overdueLoans, requestLoan, returnLoan } from '../../src/domain/archive/archive-loans';
import { archiveDetail, archivePage, editArchive, moveOutArchive, registerArchive } from '../../src/domain/archive/archive-records';
import { loanNotices } from '../../src/domain/archive/archive-notices';
import type { ArchiveBook, LoanDetail } from '../../src/domain/archive/archive-types';
import { archiveEditBody, archiveIdQuery, archiveListQuery, archiveSaveBody, decisionBody, loanListQuery, loanRequestBody, reasonBody } from '../../src/ports/api/archive.schema';
import type { ServerContext } from '../context';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: ArchiveServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

/** db.archives, seeded around the server's clock by the first archive call of a fresh database. */
function bookOf(db: Db, server: ServerContext): ArchiveBook {
  db.archives ??= seedArchiveBook(directoryOf(db), server.now());
  return db.archives;
}

/** The stored archives, seeded first on a fresh database (the badges count its overdue loans). */
export async function archivesOf(server: ServerContext): Promise<ArchiveBook> {
  return server.store.db.archives ?? server.store.update((db) => bookOf(db, server));
}

const callOf = (db: Readonly<Db>, archives: ArchiveBook, ctx: AuthedContext): ArchiveCall => ({ dir: directoryOf(db), userId: ctx.session.user.userId, at: atOf(ctx.server), archives });

/** A read, after a fresh database's seed has been kept. */
export async function read<T>(ctx: AuthedContext, serve: (call: ArchiveCall) => ArchiveServed<T>): Promise<T> {
  const archives = await archivesOf(ctx.server);
  return unwrap(serve(callOf(ctx.server.store.db, archives, ctx)));
}

/** Judged and written in one synchronous step, so two registrations of a series get consecutive 件号; a loan's step is then pushed to whom it concerns. */
export async function change<T>(ctx: AuthedContext, serve: (call: ArchiveCall) => ArchiveChanged<T>): Promise<T> {
  const { value, notices } = await ctx.server.store.update((db) => {
    const before = bookOf(db, ctx.server);
    const done = unwrap(serve(callOf(db, before, ctx)));
    db.archives = done.archives;
    return { value: done.value, notices: loanNotices(before, done.archives, directoryOf(db), ctx.session.user.userId) };
  });
  for (const n of notices) ctx.server.push.notifyUser(n.userId, n.event);
  return value;
}

/** A loan changed: the other party (borrower or keeper) counts the 借阅管理 badge again; the caller's page recounts its own. */
async function changeLoan(ctx: AuthedContext, serve: (call: ArchiveCall) => ArchiveChanged<LoanDetail>): Promise<LoanDetail> {
  const loan = await change(ctx, serve);
  const time = atOf(ctx.server);
  for (const userId of new Set([loan.borrowerId, loan.approverId])) if (userId !== ctx.session.user.userId) ctx.server.push.notifyUser(userId, { type: 'counts-changed', time });
  return loan;
}

/** 档案: thin I/O over the archive service. */
export function archiveRoutes(host: RouteHost): void {
  route(host, 'GET /api/archive/list', { auth: 'bearer', input: { query: archiveListQuery } }, async ({ query }, ctx) => read(ctx, (call) => archivePage(call, query)));
  route(host, 'GET /api/archive/details', { auth: 'bearer', input: { query: archiveIdQuery } }, async ({ query }, ctx) => read(ctx, (call) => archiveDetail(call, query.id)));
  route(host, 'POST /api/archive/register', { auth: 'bearer', input: { body: archiveSaveBody } }, async ({ body }, ctx) => change(ctx, (call) => registerArchive(call, body)));
  route(host, 'POST /api/archive/update', { auth: 'bearer', input: { body: archiveEditBody } }, async ({ body }, ctx) => change(ctx, (call) => editArchive(call, body)));
  route(host, 'POST /api/archive/out', { auth: 'bearer', input: { body: reasonBody } }, async ({ body }, ctx) =>
    change(ctx, (call) => moveOutArchive(call, body.id, body.version, body.reason)),
  );
  route(host, 'GET /api/archive/loan/list', { auth: 'bearer', input: { query: loanListQuery } }, async ({ query }, ctx) => read(ctx, (call) => loanPage(call, query)));
  route(host, 'GET /api/archive/loan/overdue', { auth: 'bearer', input: {} }, async (_input, ctx) => read(ctx, overdueLoans));
  route(host, 'GET /api/archive/loan/details', { auth: 'bearer', input: { query: archiveIdQuery } }, async ({ query }, ctx) => read(ctx, (call) => loanDetail(call, query.id)));
  route(host, 'POST /api/archive/loan/request', { auth: 'bearer', input: { body: loanRequestBody } }, async ({ body }, ctx) => changeLoan(ctx, (call) => requestLoan(call, body)));
  route(host, 'POST /api/archive/loan/approve', { auth: 'bearer', input: { body: decisionBody } }, async ({ body }, ctx) =>
    changeLoan(ctx, (call) => decideLoan(call, body.id, body.version, true)),
  );
  route(host, 'POST /api/archive/loan/reject', { auth: 'bearer', input: { body: reasonBody } }, async ({ body }, ctx) =>
    changeLoan(ctx, (call) => decideLoan(call, body.id, body.version, false, body.reason)),
  );
  route(host, 'POST /api/archive/loan/return', { auth: 'bearer', input: { body: decisionBody } }, async ({ body }, ctx) =>
    changeLoan(ctx, (call) => returnLoan(call, body.id, body.version)),
  );
}
