import type { CollectiveQuery, CollectiveRows } from '../../domain/statistics/collective-land';
import type { FarmlandAnswer, FarmlandQuery } from '../../domain/statistics/farmland-change';
import type { ReportColumn } from '../../domain/statistics/report-table';
import type { BinaryPayload } from './envelope';

/** The body of the 耕地变化 calls; the division goes in the query (SPEC section 7: query plus body). */
export type FarmlandBody = Omit<FarmlandQuery, 'divisionCode'>;

/** 集体土地统计 and 耕地变化统计 (SPEC section 7, /api/op). */
export interface LandStatisticsEndpoints {
  /** The dynamic head: 行政区, one group per collective type the filters allow, 合计. */
  'GET /api/op/statistical/areajitihead': { query: CollectiveQuery; data: ReportColumn[] };
  /** The rows per child division and 本级, with the totals. */
  'GET /api/op/statistical/areajiti': { query: CollectiveQuery; data: CollectiveRows };
  /** The same table as .xlsx. */
  'POST /api/op/export/collectiveArea': { body: CollectiveQuery; data: BinaryPayload };
  'POST /api/op/statistical/getFarmlandChange': { query: { divisionCode?: string }; body: FarmlandBody; data: FarmlandAnswer };
  'POST /api/op/statistical/exportFarmlandChange': { query: { divisionCode?: string }; body: FarmlandBody; data: BinaryPayload };
}
