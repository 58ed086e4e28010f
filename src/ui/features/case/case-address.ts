import { CASE_STATES, VIOLATION_TYPES, type CaseQuery, type CaseState, type ViolationType } from '../../../domain/case/case-types';
import { listPageSize, toListPageSize } from '../../../app/shared/list-page-size';

export const CASE_LIST_ROUTE = '/op/case/list';
export const CASE_REGISTER_ROUTE = '/op/accept/register';
const TEXT_MAX = 50;

const positive = (value: string | null, fallback: number): number => (value !== null && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : fallback);
const isViolation = (value: string | null): value is ViolationType => value !== null && (VIOLATION_TYPES as readonly string[]).includes(value);
const isState = (value: string | null): value is CaseState => value !== null && (CASE_STATES as readonly string[]).includes(value);

/** The list's filters from the address; a value that is not valid is dropped on its own. */
export function caseQueryOf(search: string): CaseQuery {
  const params = new URLSearchParams(search);
  const division = params.get('divisionCode');
  const violation = params.get('violation');
  const state = params.get('state');
  const text = params.get('text')?.slice(0, TEXT_MAX);
  return {
    pageIndex: positive(params.get('pageIndex'), 1),
    pageSize: toListPageSize(Number(params.get('pageSize'))),
    ...(division !== null && /^\d{6}$/.test(division) ? { divisionCode: division } : {}),
    ...(isViolation(violation) ? { violation } : {}),
    ...(isState(state) ? { state } : {}),
    ...(text === undefined || text === '' ? {} : { text }),
  };
}

/** The address of a list query (page 1 and the default size are left out). */
export function caseListUrl(query: CaseQuery): string {
  const params = new URLSearchParams();
  for (const key of ['divisionCode', 'violation', 'state', 'text'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize !== listPageSize()) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text === '' ? CASE_LIST_ROUTE : `${CASE_LIST_ROUTE}?${text}`;
}
