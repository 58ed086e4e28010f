import { inject, injectable } from 'inversify';
import type { SearchPage, SearchQuery } from '../../domain/search/search-types';
import type { SearchApi } from '../../ports/search.port';
import { ApiCaller } from './api-caller';

/** SearchApi over HTTP (GET /api/default/search). */
@injectable()
export class HttpSearchApi implements SearchApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  search(query: SearchQuery): Promise<SearchPage> {
    const { kind, ...rest } = query;
    return this.api.call('GET /api/default/search', { query: kind === undefined ? rest : { ...rest, kind } });
  }
}
