import { diagramSvg } from '../../../src/domain/affair/service/diagram';
import { historyRows, opinionsOf } from '../../../src/domain/affair/service/detail';
import { rawRoute, route, type RouteHost } from '../../http/typed-route';
import { readBook } from './book';
import { keyBody, keyQuery } from '../../../src/ports/api/process.schema';

/** The history of an affair as rows and as a picture, and its opinions (the opinion action is in actions.ts). */
export function historyRoutes(host: RouteHost): void {
  route(host, 'GET /api/process/history/work/record', { auth: 'bearer', input: { query: keyQuery } }, async ({ query }, ctx) =>
    readBook(ctx, ({ book, dir, userId }) => historyRows(book, dir, userId, query.keyDigNumGather)),
  );

  rawRoute(host, 'GET /api/process/history/work/record/image', { auth: 'bearer', input: { query: keyQuery } }, async ({ query }, ctx) => {
    const svg = readBook(ctx, ({ book, dir, userId }) => diagramSvg(book, dir, userId, query.keyDigNumGather));
    // The picture changes with every action, so it must never be served from a cache.
    ctx.res.setHeader('Cache-Control', 'no-store');
    ctx.res.type('image/svg+xml').send(svg);
  });

  route(
    host,
    'POST /api/process/opinion/getWorkOpinions',
    { auth: 'bearer', input: { body: keyBody } },
    async ({ body }, ctx) => readBook(ctx, ({ book, dir, userId }) => opinionsOf(book, dir, userId, body.keyDigNumGather)),
  );
}
