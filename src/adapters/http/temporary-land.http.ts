import { inject, injectable } from 'inversify';
import type { DecideBody, LandDetail, LandFilters, LandPage, LandQuery, RegisterBody } from '../../domain/temporary-land/land-types';
import type { DownloadedFile } from '../../ports/process.port';
import type { TemporaryLandApi } from '../../ports/temporary-land.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** TemporaryLandApi over HTTP. */
@injectable()
export class HttpTemporaryLandApi implements TemporaryLandApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  list(query: LandQuery): Promise<LandPage> {
    return this.api.call('GET /api/op/temporaryLand/list', { query }, quiet);
  }

  details(id: string): Promise<LandDetail> {
    return this.api.call('GET /api/op/temporaryLand/details', { query: { id } }, quiet);
  }

  register(body: RegisterBody): Promise<LandDetail> {
    return this.api.call('POST /api/op/temporaryLand/acceptance/register', { body }, quiet);
  }

  decide(body: DecideBody): Promise<LandDetail> {
    return this.api.call('POST /api/op/temporaryLand/acceptance/decide', { body }, quiet);
  }

  exportLands(filters: LandFilters): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/temporaryLand/export', { params: filters }, 'temporary-land.xlsx');
  }
}
