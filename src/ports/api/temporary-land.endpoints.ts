import type { DecideBody, LandDetail, LandFilters, LandPage, LandQuery, RegisterBody } from '../../domain/temporary-land/land-types';
import type { BinaryPayload } from './envelope';

/** 临时用地 (our own calls under /api/op; SPEC section 7 names none): list, details, acceptance, export. */
export interface TemporaryLandEndpoints {
  'GET /api/op/temporaryLand/list': { query: LandQuery; data: LandPage };
  'GET /api/op/temporaryLand/details': { query: { id: string }; data: LandDetail };
  'POST /api/op/temporaryLand/acceptance/register': { body: RegisterBody; data: LandDetail };
  'POST /api/op/temporaryLand/acceptance/decide': { body: DecideBody; data: LandDetail };
  /** The matching rows as .xlsx (临时用地台账), most urgent first as the list shows them. */
  'GET /api/op/temporaryLand/export': { query: LandFilters; data: BinaryPayload };
}
