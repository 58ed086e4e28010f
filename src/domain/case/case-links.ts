/** The tab title of 案件详情, as the SPEC route carries it in currentTagTitle. */
export const CASE_DETAILS_TITLE = '案件详情';

/** /op/handle/details/{id} as SPEC names it: subParams (JSON with the id and box type), filesKey and currentTagTitle. */
export function caseDetailsPath(id: string, filesKey?: string, boxType = 1): string {
  const query = new URLSearchParams({ subParams: JSON.stringify({ id, boxType }) });
  if (filesKey !== undefined && filesKey !== '') query.set('filesKey', filesKey);
  query.set('currentTagTitle', CASE_DETAILS_TITLE);
  return `/op/handle/details/${encodeURIComponent(id)}?${query.toString()}`;
}
