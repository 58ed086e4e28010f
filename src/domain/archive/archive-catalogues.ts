import { err, ok } from '../shared/result';
import { callerOf, fail, invalid, nextId, sees, todayOf, type ArchiveCall, type ArchiveChanged, type ArchiveServed, type Caller } from './archive-call';
import { catalogueMessages as c } from './archive-catalogue-messages';
import { allocateCatalogue } from './archive-catalogue-number';
import { refusalsOf } from './archive-catalogue-rules';
import { CATALOGUE_NOTE_MAX, RECEIVER_MAX, type CatalogueDetail, type CatalogueInSave, type CatalogueOutSave, type CatalogueQuery, type CatalogueRow } from './archive-catalogue-types';
import { catalogueDetailOf, catalogueRowOf } from './archive-catalogue-view';
import { archiveMessages as m } from './archive-messages';
import { commitAllocation, fondsOf } from './archive-number';
import { replaced, revisionOf, visibleArchive } from './archive-records';
import { CATALOGUE_DIRECTION_LABELS, REASON_MAX, type ArchiveBook, type CatalogueDirection, type StoredArchive, type StoredCatalogue } from './archive-types';
import { type PageOf, pageOf } from '../shared/paging';

/** 新目录入库 / 新目录出库: records listed in or moved out together under one 目录号, all or none. */

/** GET /api/archive/catalogue/list: the catalogues within the caller's jurisdiction, newest first. */
export function cataloguePage(call: ArchiveCall, query: CatalogueQuery): ArchiveServed<PageOf<CatalogueRow>> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const rows = call.archives.catalogues
    .filter((x) => sees(caller.value, x.divisionCode) && (query.direction === undefined || x.direction === query.direction) && (query.year === undefined || x.year === query.year))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.catalogueNo.localeCompare(a.catalogueNo))
    .map((x) => catalogueRowOf(call, x));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** GET /api/archive/catalogue/details: another jurisdiction's catalogue answers the 404 of none. */
export function catalogueDetail(call: ArchiveCall, id: string): ArchiveServed<CatalogueDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const found = call.archives.catalogues.find((x) => x.id === id);
  return found !== undefined && sees(caller.value, found.divisionCode) ? ok(catalogueDetailOf(call, caller.value, found)) : fail(404, c.notFound);
}

/** The listed records, each within the caller's jurisdiction (else the 404 of none, for the whole call). */
function listedRecords(call: ArchiveCall, caller: Caller, ids: readonly string[]): ArchiveServed<StoredArchive[]> {
  const records: StoredArchive[] = [];
  for (const id of ids) {
    const found = visibleArchive(call, caller, id);
    if (!found.ok) return found;
    records.push(found.value);
  }
  return ok(records);
}

/** The fields' problems; `out` carries the 出库 fields. */
function fieldProblems(body: CatalogueInSave, out: CatalogueOutSave | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (new Set(body.archiveIds).size !== body.archiveIds.length) problems['archiveIds'] = c.duplicate;
  if (body.note.trim().length > CATALOGUE_NOTE_MAX) problems['note'] = c.noteTooLong;
  if (out !== undefined) {
    const reason = out.reason.trim();
    if (reason === '') problems['reason'] = m.reasonRequired;
    else if (reason.length > REASON_MAX) problems['reason'] = m.reasonTooLong;
    if (out.receiver.trim().length > RECEIVER_MAX) problems['receiver'] = c.receiverTooLong;
  }
  return problems;
}

/**
 * A new catalogue of the caller's unit: every record judged first and the whole refused (409, the
 * reason per record) when any one may not go, with nothing changed; else the next 目录号 of the
 * unit's year by compare-and-set, and for 出库 every record moved out, its history noting why.
 */
function openCatalogue(call: ArchiveCall, direction: CatalogueDirection, body: CatalogueInSave, out?: CatalogueOutSave): ArchiveChanged<CatalogueDetail> {
  const caller = callerOf(call);
  if (!caller.ok) return caller;
  const problems = fieldProblems(body, out);
  if (Object.keys(problems).length > 0) return invalid(problems);
  const records = listedRecords(call, caller.value, body.archiveIds);
  if (!records.ok) return records;
  const refusals = refusalsOf(call.archives, caller.value.divisionCode, records.value, direction);
  const refused = Object.keys(refusals).length;
  if (refused > 0) return err({ status: 409, message: c.refused(refused, CATALOGUE_DIRECTION_LABELS[direction]), recordProblems: refusals });
  const today = todayOf(call);
  const fonds = fondsOf(caller.value.divisionCode);
  const year = Number(today.slice(0, 4));
  const allocation = allocateCatalogue(call.archives.counters, fonds, year);
  const committed = commitAllocation(call.archives, call.archives.revision, allocation);
  if (!committed.ok) return fail(409, m.numberingStale);
  const sequence = call.archives.sequence + 1;
  const catalogue: StoredCatalogue = {
    id: nextId('ML', sequence, today),
    catalogueNo: allocation.catalogueNo,
    direction,
    fonds,
    year,
    serial: allocation.serial,
    divisionCode: caller.value.divisionCode,
    archiveIds: [...body.archiveIds],
    note: body.note.trim(),
    reason: out?.reason.trim() ?? '',
    receiver: out?.receiver.trim() ?? '',
    createdBy: call.userId,
    createdAt: call.at,
  };
  let archives: ArchiveBook = { ...committed.value, sequence, catalogues: [...committed.value.catalogues, catalogue] };
  if (direction === 'out') {
    for (const record of records.value) {
      const moved: StoredArchive = { ...record, state: 'out', version: record.version + 1 };
      archives = replaced(archives, { ...moved, history: [...moved.history, revisionOf(moved, call.at, call.userId, c.noteOut(catalogue.reason, catalogue.catalogueNo))] });
    }
  }
  return ok({ archives, value: catalogueDetailOf({ ...call, archives }, caller.value, catalogue) });
}

/** POST /api/archive/catalogue/in: a 入库目录 of the unit's registered records. */
export const catalogueIn = (call: ArchiveCall, body: CatalogueInSave): ArchiveChanged<CatalogueDetail> => openCatalogue(call, 'in', body);

/** POST /api/archive/catalogue/out: a 出库目录 of records in store and not on loan, moved out together. */
export const catalogueOut = (call: ArchiveCall, body: CatalogueOutSave): ArchiveChanged<CatalogueDetail> => openCatalogue(call, 'out', body, body);
