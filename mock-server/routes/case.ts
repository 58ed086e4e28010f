import { surveyOutlineOf } from '../../src/demo/surveys';
import { caseDetail, caseLinks, casePage, caseParams, registerCase, type CaseCall, type CaseServed } from '../../src/domain/case/case-service';
import { caseIdQuery, caseLinksQuery, caseListQuery, caseParamsQuery, caseRegisterBody } from '../../src/ports/api/case.schema';
import { toBoxType } from '../../src/ports/api/process.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrap<T>(result: CaseServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): CaseCall => ({
  book: db.filings,
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  cases: db.cases,
  affairs: db.affairs,
  outlineOf: surveyOutlineOf,
});

/** 案件: thin I/O over the case service and the affair book. */
export function caseRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/case/list', { auth: 'bearer', input: { query: caseListQuery } }, async ({ query }, ctx) =>
    unwrap(casePage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/op/case/details', { auth: 'bearer', input: { query: caseIdQuery } }, async ({ query }, ctx) =>
    unwrap(caseDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id)),
  );

  route(host, 'GET /api/op/case/params', { auth: 'bearer', input: { query: caseParamsQuery } }, async ({ query }, ctx) =>
    unwrap(caseParams(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id, toBoxType(query.boxType ?? '1'))),
  );

  route(host, 'GET /api/op/case/links', { auth: 'bearer', input: { query: caseLinksQuery } }, async ({ query }, ctx) =>
    unwrap(caseLinks(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.text ?? '')),
  );

  // Judged and written in one synchronous step: of two registrations at once, each gets its own 立案编号.
  route(host, 'POST /api/op/case/register', { auth: 'bearer', input: { body: caseRegisterBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { cases, affairs, value } = unwrap(registerCase(callOf(db, ctx, at), body));
      db.cases = cases;
      db.affairs = affairs;
      return value;
    });
  });
}
