import type { SearchKindFilter, SearchPage } from '../../domain/search/search-types';

/** Search across affairs, filings and notices (SPEC section 2, /search?txt=). */
export interface SearchEndpoints {
  /** Hits the signed-in user may open, best first; counts per kind whatever the kind filter. */
  'GET /api/default/search': { query: { txt: string; kind?: SearchKindFilter; pageIndex: number; pageSize: number }; data: SearchPage };
}
