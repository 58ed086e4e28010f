import { catalogueDetail, catalogueIn, catalogueOut, cataloguePage } from '../../src/domain/archive/archive-catalogues';
import { catalogueIdQuery, catalogueInBody, catalogueListQuery, catalogueOutBody } from '../../src/ports/api/archive-catalogue.schema';
import { route, type RouteHost } from '../http/typed-route';
import { change, read } from './archive';

/** 新目录: thin I/O over the catalogue service, on the same db.archives as the records. */
export function archiveCatalogueRoutes(host: RouteHost): void {
  route(host, 'GET /api/archive/catalogue/list', { auth: 'bearer', input: { query: catalogueListQuery } }, async ({ query }, ctx) => read(ctx, (call) => cataloguePage(call, query)));
  route(host, 'GET /api/archive/catalogue/details', { auth: 'bearer', input: { query: catalogueIdQuery } }, async ({ query }, ctx) => read(ctx, (call) => catalogueDetail(call, query.id)));
  route(host, 'POST /api/archive/catalogue/in', { auth: 'bearer', input: { body: catalogueInBody } }, async ({ body }, ctx) => change(ctx, (call) => catalogueIn(call, body)));
  route(host, 'POST /api/archive/catalogue/out', { auth: 'bearer', input: { body: catalogueOutBody } }, async ({ body }, ctx) => change(ctx, (call) => catalogueOut(call, body)));
}
