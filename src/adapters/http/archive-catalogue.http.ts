import { inject, injectable } from 'inversify';
import type { CatalogueDetail, CatalogueInSave, CatalogueOutSave, CatalogueQuery, CatalogueRow } from '../../domain/archive/archive-catalogue-types';
import type { Page } from '../../ports/api/page.dto';
import type { ArchiveCatalogueApi } from '../../ports/archive-catalogue.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** ArchiveCatalogueApi over HTTP. */
@injectable()
export class HttpArchiveCatalogueApi implements ArchiveCatalogueApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  catalogues(query: CatalogueQuery): Promise<Page<CatalogueRow>> {
    return this.api.call('GET /api/archive/catalogue/list', { query }, quiet);
  }

  catalogue(id: string): Promise<CatalogueDetail> {
    return this.api.call('GET /api/archive/catalogue/details', { query: { id } }, quiet);
  }

  catalogueIn(body: CatalogueInSave): Promise<CatalogueDetail> {
    return this.api.call('POST /api/archive/catalogue/in', { body }, quiet);
  }

  catalogueOut(body: CatalogueOutSave): Promise<CatalogueDetail> {
    return this.api.call('POST /api/archive/catalogue/out', { body }, quiet);
  }
}
