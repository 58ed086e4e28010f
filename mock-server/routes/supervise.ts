import { superviseCreate, superviseDetail, superviseList, superviseUrge } from '../../src/domain/affair/service/supervise';
import { route, type RouteHost } from '../http/typed-route';
import { changeBook, readBook } from './process/book';
import { superviseCreateBody, superviseListBody, supervisionParams, urgeBody } from '../../src/ports/api/process.schema';

/** 督办 (/api/supervise): the list, a supervision on an affair, its detail and reminders. */
export function superviseRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/supervise/list',
    {
      auth: 'bearer',
      input: { body: superviseListBody },
    },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId, at }) => superviseList(book, dir, userId, body, at)),
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
    readBook(ctx, ({ book, dir, userId, at }) => superviseDetail(book, dir, userId, params.id, at)),
  );

  route(
    host,
    'POST /api/supervise/urge/:id',
    { auth: 'bearer', input: { params: supervisionParams, body: urgeBody } },
    async ({ params, body }, ctx) => changeBook(ctx, ({ book, dir, userId, at }) => superviseUrge(book, dir, userId, params.id, body.text, at)),
  );
}
