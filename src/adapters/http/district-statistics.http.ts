import { inject, injectable } from 'inversify';
import type { AreaDisplayUnit } from '../../domain/statistics/area-sum';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../../domain/statistics/district-types';
import type { DistrictStatisticsApi } from '../../ports/district-statistics.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';


/** The page shows its own loading and error state (the table's), not the overlay or a toast. */
const table: CallOptions = { silent: true, notify: false };

/** DistrictStatisticsApi over HTTP. */
@injectable()
export class HttpDistrictStatisticsApi implements DistrictStatisticsApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  district(query: DistrictQuery): Promise<DistrictAnswer> {
    return this.api.call('GET /api/op/statistical/district', { query }, table);
  }

  areaMakeUp(query: DistrictQuery): Promise<AreaMakeUpAnswer> {
    return this.api.call('GET /api/op/area/', { query }, table);
  }

  exportDistrict(query: DistrictQuery, unit: AreaDisplayUnit): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/statistical/district/export', { params: { ...query, unit } }, 'district.xlsx');
  }
}
