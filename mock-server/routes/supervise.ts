import { superviseCreate, superviseDetail, superviseList, superviseUrge, type LandStatusOf } from '../../src/domain/affair/service/supervise';
import { landStatusLabels } from '../../src/domain/temporary-land/service/land-access';
import { route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { changeBook, readBook } from './process/book';
import { superviseCreateBody, superviseListBody, supervisionParams, urgeBody } from '../../src/ports/api/process.schema';

/** The statuses of the land uses 转督办 supervisions urge, as of the call. */
const landStatusOf = (ctx: AuthedContext, at: string): LandStatusOf => landStatusLabels({ filings: ctx.server.store.db.filings, lands: ctx.server.store.db.temporaryLands, at });

/** 督办 (/api/supervise): the list, a supervision on an affair, its detail and reminders. */
export function superviseRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/supervise/list',
    {
      auth: 'bearer',
      input: { body: superviseListBody },
    },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId, at }) => superviseList(book, dir, userId, body, at, landStatusOf(ctx, at))),
  );

  route(
    host,
    'POST /api/supervise/create',
    {
      auth: 'bearer',
      input: { body: superviseCreateBody },
    },
    async ({ body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => superviseCreate(book, dir, userId, body, at)),
  );

  route(host, 'GET /api/supervise/detail/:id', { auth: 'bearer', input: { params: supervisionParams } }, async ({ params }, ctx) =>
    readBook(ctx, ({ book, dir, userId, at }) => superviseDetail(book, dir, userId, params.id, at, landStatusOf(ctx, at))),
  );

  route(
    host,
    'POST /api/supervise/urge/:id',
    { auth: 'bearer', input: { params: supervisionParams, body: urgeBody } },
    async ({ params, body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => superviseUrge(book, dir, userId, params.id, body.text, at, landStatusOf(ctx, at))),
  );
}
