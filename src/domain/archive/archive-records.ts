import { ok } from '../shared/result';
import { callerOf, fail, invalid, nextId, sees, todayOf, type ArchiveCall, type ArchiveChanged, type ArchiveServed, type Caller } from './archive-call';
import { isCandidate } from './archive-catalogue-rules';
import { holdsItem } from './archive-loan-rules';
import { archiveMessages as m } from './archive-messages';
import { allocateItem, commitAllocation, fondsOf } from './archive-number';
import { archiveDetailOf, archiveRowOf } from './archive-view';
import {
  ARCHIVE_TITLE_MAX,
  REASON_MAX,
  REMARK_MAX,
  RESPONSIBLE_MAX,
  type ArchiveBook,
  type ArchiveDetail,
  type ArchiveEdit,
  type ArchiveFields,
  type ArchiveQuery,
  type ArchiveRevision,
  type ArchiveRow,
  type ArchiveSave,
  type StoredArchive,
} from './archive-types';
import { type PageOf, pageOf } from '../shared/paging';

/** 档案 records: the list, details, 入库登记 (numbering), 修改著录 (versions kept) and 出库. */

/** GET /api/archive/list: the records within the caller's jurisdiction, newest 档号 first. */
export function archivePage(call: ArchiveCall, query: ArchiveQuery): ArchiveServed<PageOf<ArchiveRow>> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const needle = query.text?.trim().toLowerCase() ?? '';
  const rows = call.archives.records
    .filter(
      (r) =>
        sees(caller.value, r.divisionCode) &&
        (query.state === undefined || r.state === query.state) &&
        (query.retention === undefined || r.retention === query.retention) &&
        (query.year === undefined || r.year === query.year) &&
        (query.candidateFor === undefined || isCandidate(call.archives, caller.value.divisionCode, r, query.candidateFor)) &&
        (needle === '' || `${r.archiveNo}\n${r.title}\n${r.responsible}`.toLowerCase().includes(needle)),
    )
    .sort((a, b) => b.year - a.year || b.registeredAt.localeCompare(a.registeredAt) || b.archiveNo.localeCompare(a.archiveNo))
    .map((r) => archiveRowOf(call, caller.value, r));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** A record within the caller's jurisdiction; any other answers the same 404 as none, so existence does not leak. */
export function visibleArchive(call: ArchiveCall, caller: Caller, id: string): ArchiveServed<StoredArchive> {
  const found = call.archives.records.find((r) => r.id === id);
  return found !== undefined && sees(caller, found.divisionCode) ? ok(found) : fail(404, m.notFound);
}

/** GET /api/archive/details. */
export function archiveDetail(call: ArchiveCall, id: string): ArchiveServed<ArchiveDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = visibleArchive(call, caller.value, id);
  return found.ok ? ok(archiveDetailOf(call, caller.value, found.value, todayOf(call))) : found;
}

function fieldProblems(fields: ArchiveFields): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = fields.title.trim();
  if (title === '') problems['title'] = m.titleRequired;
  else if (title.length > ARCHIVE_TITLE_MAX) problems['title'] = m.titleTooLong;
  const responsible = fields.responsible.trim();
  if (responsible === '') problems['responsible'] = m.responsibleRequired;
  else if (responsible.length > RESPONSIBLE_MAX) problems['responsible'] = m.responsibleTooLong;
  if (fields.remark.length > REMARK_MAX) problems['remark'] = m.remarkTooLong;
  if (fields.pages < fields.pieces) problems['pages'] = m.pagesBelowPieces;
  return problems;
}

const trimmed = (fields: ArchiveFields): ArchiveFields => ({
  title: fields.title.trim(),
  responsible: fields.responsible.trim(),
  secrecy: fields.secrecy,
  pieces: fields.pieces,
  pages: fields.pages,
  remark: fields.remark.trim(),
});

export const revisionOf = (record: StoredArchive, at: string, by: string, note: string): ArchiveRevision => ({
  ...trimmed(record),
  version: record.version,
  state: record.state,
  at,
  by,
  note,
});

export const replaced = (book: ArchiveBook, record: StoredArchive): ArchiveBook => ({ ...book, records: book.records.map((r) => (r.id === record.id ? record : r)) });

/**
 * POST /api/archive/register: 入库登记 into the caller's own unit; the record gets the next 件号
 * of its series by compare-and-set on the book's numbering revision read with it.
 */
export function registerArchive(call: ArchiveCall, body: ArchiveSave): ArchiveChanged<ArchiveDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const today = todayOf(call);
  const problems = fieldProblems(body);
  if (body.year > Number(today.slice(0, 4))) problems['year'] = m.yearInFuture;
  if (Object.keys(problems).length > 0) return invalid(problems);
  const fonds = fondsOf(caller.value.divisionCode);
  const allocation = allocateItem(call.archives.counters, { fonds, year: body.year, retention: body.retention, organ: body.organ });
  const committed = commitAllocation(call.archives, call.archives.revision, allocation);
  if (!committed.ok) return fail(409, m.numberingStale);
  const sequence = call.archives.sequence + 1;
  const id = nextId('DA', sequence, today);
  const base: StoredArchive = {
    ...body,
    ...trimmed(body),
    id,
    fonds,
    itemNo: allocation.itemNo,
    archiveNo: allocation.archiveNo,
    divisionCode: caller.value.divisionCode,
    state: 'in',
    filesKey: `ARCH-${id}`,
    registeredBy: call.userId,
    registeredAt: call.at,
    version: 1,
    history: [],
  };
  const record: StoredArchive = { ...base, history: [revisionOf(base, call.at, call.userId, m.noteRegistered)] };
  const archives: ArchiveBook = { ...committed.value, sequence, records: [...committed.value.records, record] };
  return ok({ archives, value: archiveDetailOf({ ...call, archives }, caller.value, record, today) });
}

/** The caller's own unit's record at the version read, or why not. */
function owned(call: ArchiveCall, caller: Caller, id: string, version: number): ArchiveServed<StoredArchive> {
  const found = visibleArchive(call, caller, id);
  if (!found.ok) return found;
  if (found.value.divisionCode !== caller.divisionCode) return fail(403, m.notOwner);
  return found.value.version === version ? found : fail(409, m.stale);
}

/** POST /api/archive/update: 修改著录; the 档号's parts stay, the old version stays in the history. */
export function editArchive(call: ArchiveCall, body: ArchiveEdit): ArchiveChanged<ArchiveDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = owned(call, caller.value, body.id, body.version);
  if (!found.ok) return found;
  if (found.value.state === 'out') return fail(409, m.notInStore);
  const problems = fieldProblems(body);
  if (Object.keys(problems).length > 0) return invalid(problems);
  const changed: StoredArchive = { ...found.value, ...trimmed(body), version: found.value.version + 1 };
  const record = { ...changed, history: [...changed.history, revisionOf(changed, call.at, call.userId, m.noteEdited)] };
  const archives = replaced(call.archives, record);
  return ok({ archives, value: archiveDetailOf({ ...call, archives }, caller.value, record, todayOf(call)) });
}

/** POST /api/archive/out: 出库 (移交 or 销毁) of an item in store with no loan waiting. */
export function moveOutArchive(call: ArchiveCall, id: string, version: number, reason: string): ArchiveChanged<ArchiveDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = owned(call, caller.value, id, version);
  if (!found.ok) return found;
  const why = reason.trim();
  if (why === '') return invalid({ reason: m.reasonRequired });
  if (why.length > REASON_MAX) return invalid({ reason: m.reasonTooLong });
  if (found.value.state !== 'in' || call.archives.loans.some((l) => l.archiveId === id && holdsItem(l))) return fail(409, m.notInStore);
  const changed: StoredArchive = { ...found.value, state: 'out', version: found.value.version + 1 };
  const record = { ...changed, history: [...changed.history, revisionOf(changed, call.at, call.userId, m.noteOut(why))] };
  const archives = replaced(call.archives, record);
  return ok({ archives, value: archiveDetailOf({ ...call, archives }, caller.value, record, todayOf(call)) });
}
