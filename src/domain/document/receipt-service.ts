import type { AffairBook, ServiceFailure } from '../affair/service/types';
import { chinaToday } from '../filing/calendar-date';
import type { Directory } from '../directory/directory';
import { err, ok, type Result } from '../shared/result';
import { receiptProblems, splitProblem } from './document-check';
import { documentMessages as m } from './document-messages';
import { canSeeReceipt, type DocumentViewer } from './document-scope';
import type { DocumentProblems, ReceiptDraft, SecrecyLevel, UrgencyLevel } from './document-types';
import { receiptAffairRows, receiptHandlers, splittableDepartments, startReceiptAffairs, type ReceiptAffairLink, type ReceiptAffairRow } from './receipt-affairs';
import { deadlineOf, type DeadlineStanding } from './receipt-deadline';
import { receiptSheet, type ReceiptSheet } from './receipt-print';
import { pageOf, type PageOf } from '../shared/paging';

/** A registered 收文 as db.json and the memory backend keep it. */
export interface StoredReceipt extends Omit<ReceiptDraft, 'secrecy' | 'urgency'> {
  readonly id: string;
  readonly secrecy: SecrecyLevel;
  readonly urgency: UrgencyLevel;
  /** The registering bureau (D + division code). */
  readonly unitId: string;
  readonly divisionCode: string;
  /** The departments it was split to (分办), empty until then. */
  readonly departments: readonly string[];
  /** The 公文办理 affair each department got; it is finished when all of them are. */
  readonly affairs: readonly ReceiptAffairLink[];
  readonly version: number;
  readonly createdBy: string;
  readonly createdAt: string;
}

export interface ReceiptBook {
  readonly receipts: readonly StoredReceipt[];
  readonly sequence: number;
}

export interface ReceiptCall {
  readonly dir: Directory;
  readonly userId: string;
  /** The clock as an ISO instant. */
  readonly at: string;
  readonly receipts: ReceiptBook;
  readonly affairs: AffairBook;
}

export interface ReceiptQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly standing?: DeadlineStanding;
  readonly text?: string;
}

export interface ReceiptRow extends StoredReceipt {
  readonly standing: DeadlineStanding;
  readonly deadlineLabel: string;
  readonly departmentNames: string;
  readonly finished: boolean;
  readonly affairRows: readonly ReceiptAffairRow[];
}

export interface ReceiptFailure extends ServiceFailure {
  readonly fieldProblems?: DocumentProblems;
}
type Served<T> = Result<T, ReceiptFailure>;
type Changed<T> = Served<{ readonly receipts: ReceiptBook; readonly value: T }>;
type ChangedBoth<T> = Served<{ readonly receipts: ReceiptBook; readonly affairs: AffairBook; readonly value: T }>;

const fail = (status: ReceiptFailure['status'], message: string, fieldProblems?: DocumentProblems): Served<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

const todayOf = (at: string): string => chinaToday(Date.parse(at)) ?? at.slice(0, 10);

interface Viewer extends DocumentViewer {
  readonly divisionCode: string;
}

function viewerOf(call: ReceiptCall): Served<Viewer> {
  const user = call.dir.users.find((u) => u.userId === call.userId && u.kind === 'staff');
  if (user === undefined) return fail(403, '当前用户不存在或已停用');
  return ok({ userId: user.userId, divisionCode: user.divisionCode, orgIds: [user.deptId, `D${user.divisionCode}`] });
}

const deptName = (dir: Directory, id: string): string => dir.departments.find((d) => d.deptId === id)?.fullName ?? id;

function rowOf(call: ReceiptCall, r: StoredReceipt): ReceiptRow {
  const affairRows = receiptAffairRows(call.dir, call.affairs.affairs, r.affairs);
  const finished = affairRows.length > 0 && affairRows.every((a) => a.finished);
  const standing = deadlineOf(r.deadline, todayOf(call.at), finished);
  return { ...r, finished, affairRows, standing: standing.standing, deadlineLabel: standing.label, departmentNames: r.departments.map((id) => deptName(call.dir, id)).join('、') };
}

/** The receiving unit, the departments it went to, and whoever an affair of it names (handlers, delegates). */
const mayRead = (call: ReceiptCall, viewer: Viewer, r: StoredReceipt): boolean =>
  canSeeReceipt(viewer, r) || receiptHandlers(call.affairs.affairs, r.affairs).includes(viewer.userId);

/** A receipt the viewer may see; anyone else gets 404 so that its existence does not leak. */
function visibleReceipt(call: ReceiptCall, viewer: Viewer, id: string): Served<StoredReceipt> {
  const found = call.receipts.receipts.find((r) => r.id === id);
  return found !== undefined && mayRead(call, viewer, found) ? ok(found) : fail(404, m.notFound);
}

/** The order of the 收文 list: overdue first, then by deadline, then newest registration. */
export const receiptOrder = (a: Pick<ReceiptRow, 'standing' | 'deadline' | 'id'>, b: Pick<ReceiptRow, 'standing' | 'deadline' | 'id'>): number =>
  Number(b.standing === 'overdue') - Number(a.standing === 'overdue') || a.deadline.localeCompare(b.deadline) || b.id.localeCompare(a.id);

/** GET /api/op/document/receive/list, in receiptOrder. */
export function receiptPage(call: ReceiptCall, query: ReceiptQuery): Served<PageOf<ReceiptRow>> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const needle = query.text?.trim().toLowerCase() ?? '';
  const matching = call.receipts.receipts
    .filter((r) => mayRead(call, viewer.value, r))
    .map((r) => rowOf(call, r))
    .filter((r) => (query.standing === undefined || r.standing === query.standing) && (needle === '' || [r.title, r.issuer, r.issuerNumber, r.id].join('\n').toLowerCase().includes(needle)))
    .sort(receiptOrder);
  return ok(pageOf(matching, query.pageIndex, query.pageSize));
}

/** GET /api/op/document/receive/details. */
export function receiptDetail(call: ReceiptCall, id: string): Served<ReceiptRow> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visibleReceipt(call, viewer.value, id);
  return found.ok ? ok(rowOf(call, found.value)) : found;
}

/** POST /api/op/document/receive/register: 收文登记 for the clerk's bureau, numbered SW<year><sequence>. */
export function registerReceipt(call: ReceiptCall, draft: ReceiptDraft): Changed<ReceiptRow> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const today = todayOf(call.at);
  const problems = receiptProblems(draft, today);
  if (Object.keys(problems).length > 0 || draft.secrecy === '' || draft.urgency === '') return fail(400, Object.values(problems)[0] ?? m.invalid, problems);
  const sequence = call.receipts.sequence + 1;
  const stored: StoredReceipt = {
    ...draft,
    secrecy: draft.secrecy,
    urgency: draft.urgency,
    id: `SW${today.slice(0, 4)}${String(sequence).padStart(5, '0')}`,
    unitId: `D${viewer.value.divisionCode}`,
    divisionCode: viewer.value.divisionCode,
    departments: [],
    affairs: [],
    version: 1,
    createdBy: call.userId,
    createdAt: call.at,
  };
  return ok({ receipts: { receipts: [...call.receipts.receipts, stored], sequence }, value: rowOf(call, stored) });
}

export interface SplitChoice {
  readonly id: string;
  readonly name: string;
}

/** GET /api/op/document/receive/departments: the offices a receipt of the caller's bureau may be split to. */
export function splitChoices(call: ReceiptCall): Served<SplitChoice[]> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const splittable = splittableDepartments();
  return ok(
    call.dir.departments.filter((d) => d.kind === 'office' && d.divisionCode === viewer.value.divisionCode && splittable.includes(d.deptId)).map((d) => ({ id: d.deptId, name: d.deptName })),
  );
}

/**
 * POST /api/op/document/receive/split: 分办 to offices of the registering bureau that 公文办理
 * may hand 拟办 to, once, at the version read; one affair per department starts in the same step.
 */
export function splitReceipt(call: ReceiptCall, id: string, version: number, departments: readonly string[]): ChangedBoth<ReceiptRow> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visibleReceipt(call, viewer.value, id);
  if (!found.ok) return found;
  if (found.value.version !== version) return fail(409, m.stale);
  const problem = splitProblem(departments, found.value.departments.length > 0);
  if (problem !== undefined) return fail(problem === m.alreadySplit ? 409 : 400, problem, { departments: problem });
  const splittable = splittableDepartments();
  const known = (deptId: string): boolean =>
    splittable.includes(deptId) && call.dir.departments.some((d) => d.deptId === deptId && d.divisionCode === found.value.divisionCode);
  if (!departments.every(known)) return fail(400, m.recipientUnknown, { departments: m.recipientUnknown });
  const started = startReceiptAffairs(call.affairs, call.dir, call.userId, found.value, departments, call.at);
  if (!started.ok) return started;
  const next: StoredReceipt = { ...found.value, departments: [...departments], affairs: started.value.links, version: version + 1 };
  const after: ReceiptCall = { ...call, affairs: started.value.book };
  return ok({ receipts: { ...call.receipts, receipts: call.receipts.receipts.map((r) => (r.id === id ? next : r)) }, affairs: started.value.book, value: rowOf(after, next) });
}

/** GET /api/op/document/receive/print: the 收文处理笺 of a receipt the caller may see. */
export function receiptSheetOf(call: ReceiptCall, id: string, printedAt: string): Served<ReceiptSheet> {
  const row = receiptDetail(call, id);
  return row.ok ? ok(receiptSheet(row.value, deptName(call.dir, row.value.unitId), printedAt)) : row;
}

/** Whether a bookmarked receipt (我的收藏, type 2) is there for the caller: seen, out of reach, or not there. */
export function receiptReach(call: ReceiptCall, id: string): 'visible' | 'hidden' | 'missing' {
  const found = call.receipts.receipts.find((r) => r.id === id);
  if (found === undefined) return 'missing';
  const viewer = viewerOf(call);
  return viewer.ok && mayRead(call, viewer.value, found) ? 'visible' : 'hidden';
}
