import { inject, injectable } from 'inversify';
import type { LandSuperviseBody } from '../../domain/dashboard/land-supervision';
import type { Page } from '../../ports/api/page.dto';
import type { SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from '../../ports/api/process.dto';
import type { SuperviseApi } from '../../ports/supervise.port';
import { ApiCaller } from './api-caller';

/** SuperviseApi over HTTP (/api/supervise): every call is the user's own, so the overlay shows. */
@injectable()
export class HttpSuperviseApi implements SuperviseApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: SuperviseQuery): Promise<Page<SuperviseRow>> {
    return this.api.call('POST /api/supervise/list', { body: query });
  }

  create(body: SuperviseCreate): Promise<SuperviseDetail> {
    return this.api.call('POST /api/supervise/create', { body });
  }

  createForLand(body: LandSuperviseBody): Promise<SuperviseDetail> {
    return this.api.call('POST /api/op/temporaryLand/supervise', { body });
  }

  detail(id: string): Promise<SuperviseDetail> {
    return this.api.call('GET /api/supervise/detail/:id', { params: { id } });
  }

  urge(id: string, text: string): Promise<SuperviseDetail> {
    return this.api.call('POST /api/supervise/urge/:id', { params: { id }, body: { text } });
  }
}
