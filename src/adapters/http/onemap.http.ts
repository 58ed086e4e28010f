import { inject, injectable } from 'inversify';
import type { OnemapAnswer } from '../../domain/onemap/onemap-types';
import type { OnemapApi } from '../../ports/onemap.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The map shows its own loading and error state, not the overlay or a toast. */
const map: CallOptions = { silent: true, notify: false };

/** OnemapApi over HTTP. */
@injectable()
export class HttpOnemapApi implements OnemapApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  parcels(): Promise<OnemapAnswer> {
    return this.api.call('GET /api/op/onemap/parcels', {}, map);
  }
}
