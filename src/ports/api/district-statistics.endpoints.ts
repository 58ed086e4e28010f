import type { AreaDisplayUnit } from '../../domain/statistics/area-sum';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../../domain/statistics/district-types';
import type { BinaryPayload } from './envelope';

/** 区域统计 (SPEC section 7, /api/op): the district table, the area make-up, and our own export path. */
export interface DistrictStatisticsEndpoints {
  'GET /api/op/statistical/district': { query: DistrictQuery; data: DistrictAnswer };
  'GET /api/op/area/': { query: DistrictQuery; data: AreaMakeUpAnswer };
  /** The district table as .xlsx, cell for cell what the page shows in the unit. */
  'GET /api/op/statistical/district/export': { query: DistrictQuery & { readonly unit: AreaDisplayUnit }; data: BinaryPayload };
}
