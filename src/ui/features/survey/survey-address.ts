import { dayNumber } from '../../../domain/filing/calendar-date';
import { SURVEY_CONCLUSIONS, type SurveyConclusion, type SurveyQuery } from '../../../domain/survey/survey-types';
import { listPageSize, toListPageSize } from '../../../app/shared/list-page-size';

/** What the address shows: the list with its filters, a new survey, or one survey. */
export type SurveyView = { readonly kind: 'list'; readonly query: SurveyQuery } | { readonly kind: 'new' } | { readonly kind: 'open'; readonly id: string };

export const SURVEY_ROUTE = '/temporaryLand/survey';
const TEXT_MAX = 50;

const isConclusion = (value: string | null): value is SurveyConclusion => value !== null && (SURVEY_CONCLUSIONS as readonly string[]).includes(value);
const dateOr = (value: string | null): string | undefined => (value !== null && dayNumber(value) !== undefined ? value : undefined);
const positive = (value: string | null, fallback: number): number => (value !== null && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : fallback);

/** Reads the address; a value that is not valid is dropped on its own. */
export function surveyViewOf(search: string): SurveyView {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (id !== null && id !== '') return { kind: 'open', id };
  if (params.get('new') === '1') return { kind: 'new' };
  const conclusion = params.get('conclusion');
  const division = params.get('divisionCode');
  const text = params.get('text')?.slice(0, TEXT_MAX);
  return {
    kind: 'list',
    query: {
      pageIndex: positive(params.get('pageIndex'), 1),
      pageSize: toListPageSize(Number(params.get('pageSize'))),
      ...(division !== null && /^\d{6}$/.test(division) ? { divisionCode: division } : {}),
      ...(isConclusion(conclusion) ? { conclusion } : {}),
      ...(dateOr(params.get('startDate')) === undefined ? {} : { startDate: dateOr(params.get('startDate')) }),
      ...(dateOr(params.get('endDate')) === undefined ? {} : { endDate: dateOr(params.get('endDate')) }),
      ...(text === undefined || text === '' ? {} : { text }),
    },
  };
}

/** The address of a list query (page 1 and the default size are left out). */
export function surveyListUrl(query: SurveyQuery): string {
  const params = new URLSearchParams();
  for (const key of ['divisionCode', 'conclusion', 'startDate', 'endDate', 'text'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  if (query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize !== listPageSize()) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text === '' ? SURVEY_ROUTE : `${SURVEY_ROUTE}?${text}`;
}

export const surveyUrl = (id: string): string => `${SURVEY_ROUTE}?id=${encodeURIComponent(id)}`;
export const NEW_SURVEY_URL = `${SURVEY_ROUTE}?new=1`;
