import type { AxiosResponse } from 'axios';
import { inject, injectable } from 'inversify';
import type { AreaDisplayUnit } from '../../domain/statistics/area-sum';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../../domain/statistics/district-types';
import { parseEndpointKey } from '../../ports/api/endpoints';
import type { DistrictStatisticsApi } from '../../ports/district-statistics.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { HttpClients } from './http-client';
import { fileNameFromDisposition } from './process.http';

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

  /** Bytes plus the server's Chinese file name, which ApiCaller would drop with the headers. */
  async exportDistrict(query: DistrictQuery, unit: AreaDisplayUnit): Promise<DownloadedFile> {
    const { method, path } = parseEndpointKey('GET /api/op/statistical/district/export');
    const response: AxiosResponse<Blob> = await this.clients.withLoading.request<Blob>({ method, url: path, params: { ...query, unit }, responseType: 'arraybuffer' });
    const header: unknown = response.headers['content-disposition'];
    const blob = response.data;
    return {
      blob,
      contentType: blob.type.length > 0 ? blob.type : 'application/octet-stream',
      fileName: fileNameFromDisposition(typeof header === 'string' ? header : undefined) ?? 'district.xlsx',
    };
  }
}
