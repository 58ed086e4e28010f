import type { CaseDetail, CaseDraft, CaseLink, CaseParams, CaseQuery, CaseRow } from '../../domain/case/case-types';
import type { BoxType } from '../../domain/affair/wire';
import type { Page } from './page.dto';

/** 案件 (our own calls under /api/op, as SPEC section 7 names the area). 403 for another division's case, 404 none. */
export interface CaseEndpoints {
  'GET /api/op/case/list': { query: CaseQuery; data: Page<CaseRow> };
  'GET /api/op/case/details': { query: { readonly id: string }; data: CaseDetail };
  /** 备案 of the caller's jurisdiction a case may be linked to, matching the text. */
  /** What an op event opens 案件详情 with (SPEC section 2): by the case's id or its affair's, and a box type (default 1). */
  'GET /api/op/case/params': { query: { readonly id: string; readonly boxType?: `${BoxType}` }; data: CaseParams };
  'GET /api/op/case/links': { query: { readonly text?: string }; data: CaseLink[] };
  /** 立案登记 by a county: 400 with fieldProblems; the case gets its 立案编号 and its affair at 立案. */
  'POST /api/op/case/register': { body: CaseDraft; data: CaseDetail };
}
