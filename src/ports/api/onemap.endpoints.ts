import type { OnemapAnswer } from '../../domain/onemap/onemap-types';

/** 备案专题图 (our own call under /api/op; SPEC section 7 names none): the parcels of the caller's jurisdiction. */
export interface OnemapEndpoints {
  'GET /api/op/onemap/parcels': { data: OnemapAnswer };
}
