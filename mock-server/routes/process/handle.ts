import { affairDetail, buttonsFor } from '../../../src/domain/affair/service/detail';
import { affairWorking } from '../../../src/domain/affair/service/working';
import { forwardOptions } from '../../../src/domain/affair/service/forward';
import type { ForwardKind } from '../../../src/domain/affair/service/types';
import { route, type RouteHost } from '../../http/typed-route';
import { readBook } from './book';
import { detailParams, detailQuery, idParams, keyQuery, metaParams, toBoxType } from '../../../src/ports/api/process.schema';

/** Reading one affair: its detail, its working data, the caller's buttons and where it may go next. */
export function handleRoutes(host: RouteHost): void {
  route(
    host,
    'GET /api/process/handle/detail/:keyDigNumGather',
    { auth: 'bearer', input: { params: detailParams, query: detailQuery } },
    async ({ params }, ctx) => readBook(ctx, ({ book, dir, userId, at }) => affairDetail(book, dir, userId, params.keyDigNumGather, at)),
  );

  route(
    host,
    'GET /api/process/handle/meta/:keyDigNumGather/:boxType',
    { auth: 'bearer', input: { params: metaParams } },
    async ({ params }, ctx) =>
      readBook(ctx, ({ book, dir, userId, at }) => affairWorking(book, dir, userId, params.keyDigNumGather, toBoxType(params.boxType), at)),
  );

  route(host, 'GET /api/process/button', { auth: 'bearer', input: { query: keyQuery } }, async ({ query }, ctx) =>
    readBook(ctx, ({ book, dir, userId, at }) => buttonsFor(book, dir, userId, query.keyDigNumGather, at)),
  );

  const forward = (kind: ForwardKind, key: `GET /api/process/handle/manual/${ForwardKind}/:id`): void =>
    route(host, key, { auth: 'bearer', input: { params: idParams } }, async ({ params }, ctx) =>
      readBook(ctx, ({ book, dir, userId, at }) => forwardOptions(book, dir, userId, kind, params.id, at)),
    );
  forward('forward', 'GET /api/process/handle/manual/forward/:id');
  forward('special-forward', 'GET /api/process/handle/manual/special-forward/:id');
  forward('turn-back-forward', 'GET /api/process/handle/manual/turn-back-forward/:id');
  forward('transfer-forward', 'GET /api/process/handle/manual/transfer-forward/:id');
}
