import { PAGE_SIZES } from '../format/page-size';
import { SEARCH_KINDS, SEARCH_TEXT_MAX, type SearchKindFilter, type SearchQuery } from './search-types';

export const isSearchKindFilter = (value: unknown): value is SearchKindFilter => value === 'all' || SEARCH_KINDS.includes(value as never);

/** Why the backends refuse a search call (400), or undefined when it is fine. */
export function searchQueryProblem(query: SearchQuery): string | undefined {
  if (query.txt.length > SEARCH_TEXT_MAX) return `搜索内容不能超过${SEARCH_TEXT_MAX}个字符`;
  if (query.kind !== undefined && !isSearchKindFilter(query.kind)) return '搜索类别不正确';
  if (!PAGE_SIZES.some((size) => size === query.pageSize)) return '每页条数只能是15、20、30或50';
  if (!Number.isInteger(query.pageIndex) || query.pageIndex < 1) return '页码必须是不小于1的整数';
  return undefined;
}
