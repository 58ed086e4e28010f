import { onemapParcels } from '../../src/domain/onemap/onemap-parcels';
import { route, type RouteHost } from '../http/typed-route';
import { readFilings } from './filing/book';

/** 备案专题图: thin I/O over the domain's parcels of the caller's jurisdiction. */
export function onemapRoutes(host: RouteHost): void {
  route(host, 'GET /api/op/onemap/parcels', { auth: 'bearer', input: {}, cacheBody: true }, async (_input, ctx) => readFilings(ctx, (call) => onemapParcels(call)));
}
