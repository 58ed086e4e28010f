import type { BoxName } from '../../../src/domain/affair/wire';
import { boxColumns, boxPage } from '../../../src/domain/affair/service/box-page';
import { route, type RouteHost } from '../../http/typed-route';
import { readBook } from './book';
import { boxQuery, columnsQuery, toBoxType } from '../../../src/ports/api/process.schema';

/** The six affair boxes (SPEC section 4): each a view of the same affairs from the caller's side. */
export function boxRoutes(host: RouteHost): void {
  const box = (name: BoxName, key: `POST /api/process/box/${BoxName}`): void =>
    route(host, key, { auth: 'bearer', input: { body: boxQuery } }, async ({ body }, ctx) =>
      readBook(ctx, ({ book, dir, userId, at }) => boxPage(book, dir, userId, name, body, at)),
    );
  box('todo', 'POST /api/process/box/todo');
  box('done', 'POST /api/process/box/done');
  box('finish', 'POST /api/process/box/finish');
  box('query', 'POST /api/process/box/query');
  box('invalid', 'POST /api/process/box/invalid');
  box('condition', 'POST /api/process/box/condition');

  route(host, 'GET /api/process/box/columns', { auth: 'bearer', input: { query: columnsQuery } }, async ({ query }) =>
    boxColumns(toBoxType(query.boxType)),
  );
}
