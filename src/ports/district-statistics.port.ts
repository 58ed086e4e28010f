import type { ServiceIdentifier } from 'inversify';
import type { AreaDisplayUnit } from '../domain/statistics/area-sum';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../domain/statistics/district-types';
import type { DownloadedFile } from './process.port';

/** 区域统计's calls. */
export interface DistrictStatisticsApi {
  district(query: DistrictQuery): Promise<DistrictAnswer>;
  areaMakeUp(query: DistrictQuery): Promise<AreaMakeUpAnswer>;
  /** The district table as .xlsx in the unit. */
  exportDistrict(query: DistrictQuery, unit: AreaDisplayUnit): Promise<DownloadedFile>;
}
export const DistrictStatisticsApi = Symbol.for('DistrictStatisticsApi') as ServiceIdentifier<DistrictStatisticsApi>;
