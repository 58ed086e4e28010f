import { inject, injectable } from 'inversify';
import type { DivisionNode } from '../../ports/api/division.dto';
import type { DivisionApi } from '../../ports/division.port';
import { ApiCaller } from './api-caller';

/** DivisionApi over HTTP (GET /api/op/divisions/tree). */
@injectable()
export class HttpDivisionApi implements DivisionApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  jurisdictionTree(): Promise<DivisionNode[]> {
    return this.api.call('GET /api/op/divisions/tree', {});
  }
}
