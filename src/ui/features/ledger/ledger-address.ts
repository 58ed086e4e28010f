import { instanceKeyOf, LEDGER_DETAIL_ROUTE, parseInstanceKey } from '../../../domain/ledger/ledger-open';
import { LEDGER_CYCLES, type LedgerCycle, type LedgerQuery } from '../../../domain/ledger/ledger-types';
import { listPagingOf, setListPaging } from '../../kit/list-address';

export const LEDGER_INDEX_ROUTE = '/tz/secretary/index';
export const LEDGER_STATS_ROUTE = '/tz/statistic/index';

/** The index's filters as the address carries them: ?cycle=&deptId=&interest=1&pageIndex=&pageSize=. */
export function indexQueryOf(search: string): LedgerQuery {
  const params = new URLSearchParams(search);
  const cycle = LEDGER_CYCLES.find((c) => c === params.get('cycle'));
  const deptId = params.get('deptId') ?? '';
  return {
    ...listPagingOf(params),
    ...(cycle === undefined ? {} : { cycle }),
    ...(deptId === '' ? {} : { deptId }),
    ...(params.get('interest') === '1' ? { interest: '1' as const } : {}),
  };
}

export function indexUrl(query: { readonly cycle?: LedgerCycle; readonly deptId?: string; readonly interest?: '1'; readonly pageIndex?: number; readonly pageSize?: number }): string {
  const params = new URLSearchParams();
  if (query.cycle !== undefined) params.set('cycle', query.cycle);
  if (query.deptId !== undefined) params.set('deptId', query.deptId);
  if (query.interest !== undefined) params.set('interest', query.interest);
  setListPaging(params, query);
  const text = params.toString();
  return text === '' ? LEDGER_INDEX_ROUTE : `${LEDGER_INDEX_ROUTE}?${text}`;
}

/** The detail's instance from ?data=, or undefined when the address holds none that parses. */
export const instanceOfSearch = (search: string): { period: string; divisionCode: string } | undefined => parseInstanceKey(new URLSearchParams(search).get('data') ?? '');

export const detailUrl = (ledgerId: string, period: string, divisionCode: string): string =>
  `${LEDGER_DETAIL_ROUTE}/${encodeURIComponent(ledgerId)}?data=${encodeURIComponent(instanceKeyOf(period, divisionCode))}`;
