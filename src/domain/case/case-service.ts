import { AFFAIR_ACTION_LABELS } from '../affair/affair';
import { registerAffair } from '../affair/service/register';
import { nodeName, principalName, shown, userName } from '../affair/service/directory';
import type { AffairBook, ServiceFailure, StoredAffair } from '../affair/service/types';
import { chinaToday } from '../filing/calendar-date';
import { FILING_TYPE_LABELS } from '../filing/filing-types';
import type { MultiPolygonCoordinates } from '../filing/inside-outline';
import { divisionLevel, withinJurisdiction } from '../filing/jurisdiction';
import { divisionName, divisionOf, nameOf } from '../filing/service/access';
import type { FilingCall, StoredFiling } from '../filing/service/types';
import { err, ok, type Result } from '../shared/result';
import { caseProblems } from './case-check';
import { caseMessages as m } from './case-messages';
import { allocateCaseNumber } from './case-number';
import { CASE_END, CASE_PROCESS } from './case-process';
import {
  CASE_SOURCE_LABELS,
  PARTY_KIND_LABELS,
  VIOLATION_LABELS,
  type CaseBook,
  type CaseDetail,
  type CaseDraft,
  type CaseLink,
  type CaseParams,
  type CaseProblems,
  type CaseQuery,
  type CaseRow,
  type StoredCase,
} from './case-types';
import { pageOf, type PageOf } from '../shared/paging';

export interface CaseFailure extends ServiceFailure {
  readonly fieldProblems?: CaseProblems;
}
export type CaseServed<T> = Result<T, CaseFailure>;
export type CaseChanged<T> = CaseServed<{ readonly cases: CaseBook; readonly affairs: AffairBook; readonly value: T }>;

/** What every case call reads: the filing call (user, directory, filings, clock), the cases, the affairs and the counties' outlines. */
export interface CaseCall extends FilingCall {
  readonly cases: CaseBook;
  readonly affairs: AffairBook;
  readonly outlineOf: (divisionCode: string) => MultiPolygonCoordinates | undefined;
}

/** How many records the link picker offers at once. */
export const CASE_LINKS_MAX = 20;

const fail = (status: CaseFailure['status'], message: string, fieldProblems?: CaseProblems): CaseServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

const todayOf = (at: string): string => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

function viewerOf(call: Pick<CaseCall, 'dir' | 'userId'>): CaseServed<string> {
  const division = divisionOf(call.dir, call.userId);
  return division.ok ? division : fail(division.error.status, division.error.message);
}

/** A case the viewer's jurisdiction covers: 404 when there is none, 403 (a clear page) when another division's. */
function visibleCase(call: CaseCall, viewer: string, id: string): CaseServed<StoredCase> {
  const found = call.cases.cases.find((c) => c.id === id);
  if (found === undefined) return fail(404, m.notFound);
  return withinJurisdiction(viewer, found.divisionCode) ? ok(found) : fail(403, m.outOfJurisdiction);
}

const affairOf = (call: CaseCall, c: StoredCase): StoredAffair | undefined => call.affairs.affairs.find((a) => a.affair.keyDigNumGather === c.affairKey);

function stepOf(call: CaseCall, c: StoredCase): Pick<CaseRow, 'stepName' | 'holderName' | 'closed'> {
  const affair = affairOf(call, c)?.affair;
  const closed = affair?.status === 'finished';
  const node = closed ? CASE_END : affair?.task?.node;
  return { stepName: nodeName(CASE_PROCESS, node), holderName: principalName(call.dir, affair?.task?.assignee), closed };
}

function rowOf(call: CaseCall, c: StoredCase): CaseRow {
  return {
    id: c.id,
    caseNumber: c.caseNumber,
    partyName: c.partyName,
    violationLabel: VIOLATION_LABELS[c.violation],
    sourceLabel: CASE_SOURCE_LABELS[c.source],
    area: c.area,
    divisionCode: c.divisionCode,
    divisionName: divisionName(call.dir, c.divisionCode),
    ...stepOf(call, c),
    createdAt: shown(c.createdAt),
  };
}

function matches(row: CaseRow, c: StoredCase, query: CaseQuery): boolean {
  if (query.divisionCode !== undefined && !withinJurisdiction(query.divisionCode, c.divisionCode)) return false;
  if (query.violation !== undefined && c.violation !== query.violation) return false;
  if (query.state !== undefined && row.closed !== (query.state === 'closed')) return false;
  const needle = query.text?.trim().toLowerCase() ?? '';
  return needle === '' || [c.caseNumber, c.partyName, c.place, c.facts].join('\n').toLowerCase().includes(needle);
}

/** GET /api/op/case/list: the caller's jurisdiction, newest first. */
export function casePage(call: CaseCall, query: CaseQuery): CaseServed<PageOf<CaseRow>> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const rows = call.cases.cases
    .filter((c) => withinJurisdiction(viewer.value, c.divisionCode))
    .map((c) => ({ c, row: rowOf(call, c) }))
    .filter(({ c, row }) => matches(row, c, query))
    .sort((a, b) => b.c.createdAt.localeCompare(a.c.createdAt) || b.c.id.localeCompare(a.c.id));
  return ok(pageOf(rows, query.pageIndex, query.pageSize, (r) => r.row));
}

const filingOf = (call: CaseCall, key: string): StoredFiling | undefined => (key === '' ? undefined : call.book.filings.find((f) => f.keyNumGather === key));

function detailOf(call: CaseCall, c: StoredCase): CaseDetail {
  const { id: _id, caseNumber: _n, partyName: _p, divisionCode: _d, area: _a, createdAt: _c, ...row } = rowOf(call, c);
  const affair = affairOf(call, c)?.affair;
  const steps = (affair?.history ?? []).map((h) => ({
    at: shown(h.at),
    actorName: userName(call.dir, h.actor),
    action: AFFAIR_ACTION_LABELS[h.action],
    stepName: nodeName(CASE_PROCESS, h.fromNode),
    ...(h.opinion === undefined ? {} : { opinion: h.opinion }),
  }));
  const filing = filingOf(call, c.filingKey);
  return { ...c, ...row, partyKindLabel: PARTY_KIND_LABELS[c.partyKind], ...(filing === undefined ? {} : { filingName: nameOf(filing.data).name }), steps };
}

/** GET /api/op/case/details. */
export function caseDetail(call: CaseCall, id: string): CaseServed<CaseDetail> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visibleCase(call, viewer.value, id);
  return found.ok ? ok(detailOf(call, found.value)) : found;
}

/**
 * GET /api/op/case/params: the parameters an op event (or an address without them) opens 案件详情
 * with. The id is the case's, or its 执法案件办理 affair's keyDigNumGather, as the process engine
 * knows it; the jurisdiction rules are those of the case itself.
 */
export function caseParams(call: CaseCall, id: string, boxType: CaseParams['boxType']): CaseServed<CaseParams> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const caseId = call.cases.cases.find((c) => c.affairKey === id)?.id ?? id;
  const found = visibleCase(call, viewer.value, caseId);
  if (!found.ok) return found;
  const { id: foundId, filesKey, affairKey, caseNumber } = found.value;
  return ok({ id: foundId, boxType, filesKey, affairKey, caseNumber });
}

/** Whether a case is there for the user, for 我的收藏 (type 3): seen within the jurisdiction, there but out of reach, or not there. */
export function caseReach(call: Pick<CaseCall, 'dir' | 'userId' | 'cases'>, id: string): 'visible' | 'hidden' | 'missing' {
  const found = call.cases.cases.find((c) => c.id === id);
  if (found === undefined) return 'missing';
  const viewer = viewerOf(call);
  return viewer.ok && withinJurisdiction(viewer.value, found.divisionCode) ? 'visible' : 'hidden';
}

/** GET /api/op/case/links: 备案 of the caller's jurisdiction a case may be linked to, by text. */
export function caseLinks(call: CaseCall, text: string): CaseServed<CaseLink[]> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const needle = text.trim().toLowerCase();
  const found: CaseLink[] = [];
  for (const f of call.book.filings) {
    if (found.length >= CASE_LINKS_MAX) break;
    const { name, place } = nameOf(f.data);
    if (withinJurisdiction(viewer.value, f.divisionCode) && (needle === '' || `${name}\n${place}\n${f.keyNumGather}`.toLowerCase().includes(needle))) {
      found.push({ keyNumGather: f.keyNumGather, name, typeLabel: FILING_TYPE_LABELS[f.keyTypeCode], divisionName: divisionName(call.dir, f.divisionCode) });
    }
  }
  return ok(found);
}

/**
 * POST /api/op/case/register (立案登记): a county files a case of its own; the case gets the next
 * 立案 number of the county and year and its 执法案件办理 affair, held by the registrant at 立案,
 * who sends it on to 调查取证 from 流程箱.
 */
export function registerCase(call: CaseCall, draft: CaseDraft): CaseChanged<CaseDetail> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  if (divisionLevel(viewer.value) !== 'county') return fail(403, m.countyOnly);
  const county = divisionName(call.dir, viewer.value);
  const problems: Record<string, string> = { ...caseProblems(draft, { name: county, outline: call.outlineOf(viewer.value) }) };
  const filing = filingOf(call, draft.filingKey);
  if (draft.filingKey !== '' && filing === undefined) problems['filingKey'] = m.linkNotFound;
  else if (filing !== undefined && !withinJurisdiction(viewer.value, filing.divisionCode)) problems['filingKey'] = m.linkOutOfJurisdiction;
  if (Object.keys(problems).length > 0 || draft.source === '' || draft.partyKind === '' || draft.violation === '') return fail(400, Object.values(problems)[0] ?? m.invalid, problems);
  const year = Number(todayOf(call.at).slice(0, 4));
  const numbered = allocateCaseNumber(call.cases.ledger, call.cases.ledger.version, county, year);
  if (!numbered.ok) return fail(409, m.numberingStale);
  const formData = { caseNumber: numbered.value.number, partyName: draft.partyName.trim(), violation: VIOLATION_LABELS[draft.violation], place: draft.place.trim(), area: String(draft.area) };
  const title = `${draft.partyName.trim()}${VIOLATION_LABELS[draft.violation]}案`;
  const registered = registerAffair(call.affairs, call.dir, call.userId, CASE_PROCESS.id, { title, formData }, call.at);
  if (!registered.ok) return registered;
  const sequence = call.cases.sequence + 1;
  const stored: StoredCase = {
    ...draft,
    source: draft.source,
    partyKind: draft.partyKind,
    violation: draft.violation,
    partyName: draft.partyName.trim(),
    partyId: draft.partyId.trim().toUpperCase(),
    partyPhone: draft.partyPhone.trim(),
    place: draft.place.trim(),
    facts: draft.facts.trim(),
    id: `AJ${year}${String(sequence).padStart(5, '0')}`,
    caseNumber: numbered.value.number,
    divisionCode: viewer.value,
    affairKey: registered.value.value.keyDigNumGather,
    filesKey: registered.value.value.keyNumGather,
    createdBy: call.userId,
    createdAt: call.at,
    version: 1,
  };
  const cases: CaseBook = { cases: [...call.cases.cases, stored], sequence, ledger: numbered.value.ledger };
  const next = { ...call, cases, affairs: registered.value.book };
  return ok({ cases, affairs: registered.value.book, value: detailOf(next, stored) });
}
