import { inject, injectable } from 'inversify';
import type { VisitApi } from '../../ports/visit.port';
import { ApiCaller } from './api-caller';

/** VisitApi over HTTP: silent (no overlay flash on every navigation) and without a toast. */
@injectable()
export class HttpVisitApi implements VisitApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  async recordVisit(path: string): Promise<void> {
    await this.api.call('POST /api/default/visits', { body: { path } }, { silent: true, notify: false });
  }
}
