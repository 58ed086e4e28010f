import { inject, injectable } from 'inversify';
import type { CollectiveQuery, CollectiveRows } from '../../domain/statistics/collective-land';
import type { FarmlandAnswer, FarmlandQuery } from '../../domain/statistics/farmland-change';
import type { ReportColumn } from '../../domain/statistics/report-table';
import type { LandStatisticsApi } from '../../ports/land-statistics.port';
import type { DownloadedFile } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';


/** The pages show their own loading and error states. */
const page: CallOptions = { silent: true };

const divisionQuery = ({ divisionCode }: FarmlandQuery): { divisionCode?: string } => (divisionCode === undefined ? {} : { divisionCode });
const farmlandBody = ({ divisionCode: _division, ...body }: FarmlandQuery): Omit<FarmlandQuery, 'divisionCode'> => body;

/** LandStatisticsApi over HTTP (SPEC section 7, /api/op/statistical). */
@injectable()
export class HttpLandStatisticsApi implements LandStatisticsApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  collectiveHead(query: CollectiveQuery): Promise<ReportColumn[]> {
    return this.api.call('GET /api/op/statistical/areajitihead', { query }, page);
  }

  collectiveRows(query: CollectiveQuery): Promise<CollectiveRows> {
    return this.api.call('GET /api/op/statistical/areajiti', { query }, page);
  }

  exportCollective(query: CollectiveQuery): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/op/export/collectiveArea', { data: query }, '集体土地统计表.xlsx');
  }

  farmlandChange(query: FarmlandQuery): Promise<FarmlandAnswer> {
    return this.api.call('POST /api/op/statistical/getFarmlandChange', { query: divisionQuery(query), body: farmlandBody(query) }, page);
  }

  exportFarmland(query: FarmlandQuery): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/op/statistical/exportFarmlandChange', { params: divisionQuery(query), data: farmlandBody(query) }, '耕地变化统计表.xlsx');
  }
}
