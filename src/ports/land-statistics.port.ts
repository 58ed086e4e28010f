import type { ServiceIdentifier } from 'inversify';
import type { CollectiveQuery, CollectiveRows } from '../domain/statistics/collective-land';
import type { FarmlandAnswer, FarmlandQuery } from '../domain/statistics/farmland-change';
import type { ReportColumn } from '../domain/statistics/report-table';
import type { DownloadedFile } from './process.port';

/**
 * 集体土地统计 and 耕地变化统计. Refusals reject with an ApiFailure carrying the server's Chinese
 * reason (403 for another jurisdiction, 400 for a bad filter).
 */
export interface LandStatisticsApi {
  collectiveHead(query: CollectiveQuery): Promise<ReportColumn[]>;
  collectiveRows(query: CollectiveQuery): Promise<CollectiveRows>;
  exportCollective(query: CollectiveQuery): Promise<DownloadedFile>;
  farmlandChange(query: FarmlandQuery): Promise<FarmlandAnswer>;
  exportFarmland(query: FarmlandQuery): Promise<DownloadedFile>;
}
export const LandStatisticsApi = Symbol.for('LandStatisticsApi') as ServiceIdentifier<LandStatisticsApi>;
