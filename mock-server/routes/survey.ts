import { surveyOutlineOf } from '../../src/demo/surveys';
import { removeSurvey, saveSurvey, surveyDetail, surveyLinks, surveyPage, type SurveyCall, type SurveyServed } from '../../src/domain/survey/survey-service';
import { surveyDeleteBody, surveyIdQuery, surveyLinksQuery, surveyListQuery, surveySaveBody } from '../../src/ports/api/survey.schema';
import type { Db } from '../db-types';
import { HttpError } from '../http/errors';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { atOf, directoryOf } from './process/book';

function unwrapSurvey<T>(result: SurveyServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new HttpError(status, message, { details });
}

const callOf = (db: Readonly<Db>, ctx: AuthedContext, at: string): SurveyCall => ({
  book: db.filings,
  dir: directoryOf(db),
  userId: ctx.session.user.userId,
  at,
  surveys: db.surveys,
  outlineOf: surveyOutlineOf,
});

/** 建设踏勘: thin I/O over the survey service. */
export function surveyRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/survey/list', { auth: 'bearer', input: { query: surveyListQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyPage(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query)),
  );

  route(host, 'GET /api/op/survey/details', { auth: 'bearer', input: { query: surveyIdQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyDetail(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.id)),
  );

  route(host, 'GET /api/op/survey/links', { auth: 'bearer', input: { query: surveyLinksQuery } }, async ({ query }, ctx) =>
    unwrapSurvey(surveyLinks(callOf(ctx.server.store.db, ctx, atOf(ctx.server)), query.text ?? '')),
  );

  // Judged and written in one synchronous step: of two saves at the same version, the second meets the first's.
  route(host, 'POST /api/op/survey/save', { auth: 'bearer', input: { body: surveySaveBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { surveys, value } = unwrapSurvey(saveSurvey(callOf(db, ctx, at), body));
      db.surveys = surveys;
      return value;
    });
  });

  route(host, 'POST /api/op/survey/delete', { auth: 'bearer', input: { body: surveyDeleteBody } }, async ({ body }, ctx) => {
    const at = atOf(ctx.server);
    return ctx.server.store.update((db) => {
      const { surveys, value } = unwrapSurvey(removeSurvey(callOf(db, ctx, at), body.id, body.version));
      db.surveys = surveys;
      return value;
    });
  });
}
