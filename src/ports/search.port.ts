import type { ServiceIdentifier } from 'inversify';
import type { SearchPage, SearchQuery } from '../domain/search/search-types';

/** The search of the top bar (SPEC section 2, /search?txt=): affairs, filings and notices in one ranked list. */
export interface SearchApi {
  /** Blank text resolves to no hits without an error. */
  search(query: SearchQuery): Promise<SearchPage>;
}
export const SearchApi = Symbol.for('SearchApi') as ServiceIdentifier<SearchApi>;
