import type { BoxType } from '../affair/wire';
import { caseMessages as m } from './case-messages';
import { CASE_PROCESS } from './case-process';

/** The tab title of 案件详情, as the SPEC route carries it in currentTagTitle. */
export const CASE_DETAILS_TITLE = '案件详情';
/** The source of an op event raised by the registration itself: the detail opens straight away. */
export const CASE_LAUNCH_SOURCE = 'launch';
const DEFAULT_BOX_TYPE: BoxType = 1;
const BOX_TYPES: readonly BoxType[] = [1, 2, 3, 4, 5, 6];

const detailsRoute = (id: string, subParams: Readonly<Record<string, unknown>>, filesKey?: string): string => {
  const query = new URLSearchParams({ subParams: JSON.stringify(subParams) });
  if (filesKey !== undefined && filesKey !== '') query.set('filesKey', filesKey);
  query.set('currentTagTitle', CASE_DETAILS_TITLE);
  return `/op/handle/details/${encodeURIComponent(id)}?${query.toString()}`;
};

/** /op/handle/details/{id} as SPEC names it: subParams (JSON with the id and box type), filesKey and currentTagTitle. */
export function caseDetailsPath(id: string, filesKey?: string, boxType: BoxType = DEFAULT_BOX_TYPE): string {
  return detailsRoute(id, { id, boxType }, filesKey);
}

/**
 * SPEC section 2, the op event: source launch goes straight to the case detail with its data;
 * any other source opens the detail route carrying the event, where the case's parameters are
 * fetched by id and box type (default 1) before the case is shown.
 */
export function caseEventUrl(event: { readonly id: string; readonly boxType?: BoxType; readonly source: string; readonly filesKey?: string }): string {
  const boxType = event.boxType ?? DEFAULT_BOX_TYPE;
  if (event.source === CASE_LAUNCH_SOURCE) return caseDetailsPath(event.id, event.filesKey, boxType);
  return detailsRoute(event.id, { id: event.id, boxType, source: event.source });
}

/** What 案件详情 does with its address: show the case, fetch its parameters first, or say the link is bad. */
export type CaseDetailsRequest =
  | { readonly kind: 'open'; readonly id: string }
  | { readonly kind: 'fetch'; readonly id: string; readonly boxType: BoxType }
  | { readonly kind: 'bad'; readonly message: string };

const isBoxType = (value: unknown): value is BoxType => BOX_TYPES.includes(value as BoxType);

/**
 * Reads /op/handle/details/{id}'s query. Without subParams (a bookmark, a typed address) or with
 * an event's source other than launch, the parameters are fetched by id and box type first, as
 * for an op event; a complete subParams opens the case.
 */
export function caseDetailsRequest(pathId: string, search: string): CaseDetailsRequest {
  const raw = new URLSearchParams(search).get('subParams');
  if (raw === null || raw === '') return { kind: 'fetch', id: pathId, boxType: DEFAULT_BOX_TYPE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'bad', message: m.badLink };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'bad', message: m.badLink };
  const record = parsed as Record<string, unknown>;
  const given = record['boxType'] ?? DEFAULT_BOX_TYPE;
  const boxType = typeof given === 'string' ? Number(given) : given;
  if (!isBoxType(boxType)) return { kind: 'bad', message: m.badBoxType };
  const source = record['source'];
  if (typeof source === 'string' && source !== '' && source !== CASE_LAUNCH_SOURCE) return { kind: 'fetch', id: pathId, boxType };
  return { kind: 'open', id: pathId };
}

/** The source 事务详情 gives its 查看案件 link: not launch, so the case is found by its affair's key. */
const AFFAIR_SOURCE = 'affair';

/**
 * 事务详情 of an affair of the 执法案件办理 process links back to its case: the op event rule with
 * the affair's key as the id, which the parameters call answers with the case's own.
 */
export function affairCaseUrl(affair: { readonly procDefId: string; readonly keyDigNumGather: string }, boxType: BoxType): string | undefined {
  return affair.procDefId === CASE_PROCESS.id ? caseEventUrl({ id: affair.keyDigNumGather, boxType, source: AFFAIR_SOURCE }) : undefined;
}
