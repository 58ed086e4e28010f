import { ok } from '../../shared/result';
import { changedFields, type FilingHistoryEntry } from '../history';
import type { FilingData } from '../filing-types';
import type { FilingDetail, FilingDeleteBody, FilingSaveBody } from '../wire';
import { allowed, checkVersion, divisionOf, fail, replaced, visibleFiling } from './access';
import { detailOf } from './detail';
import { recordChanged } from './filing-index';
import type { FilingBook, FilingCall, FilingChanged, FilingServed, StoredFiling } from './types';

/** keyNumGather of a new record: BA, the division, then the book's sequence. */
const newFilingKey = (division: string, sequence: number): string => `BA${division}${String(sequence).padStart(6, '0')}`;

const asRecord = (data: FilingData): Readonly<Record<string, unknown>> => data as unknown as Readonly<Record<string, unknown>>;

/** A new draft in the user's division, with its first history entry. */
export function createdFiling(book: FilingBook, division: string, userId: string, data: FilingData, at: string, action: 'create' | 'import'): { book: FilingBook; filing: StoredFiling } {
  const sequence = book.sequence + 1;
  const filing: StoredFiling = {
    keyNumGather: newFilingKey(division, sequence),
    keyTypeCode: data.typeCode,
    divisionCode: division,
    status: 'draft',
    withdrawal: 'none',
    data,
    version: 1,
    createdBy: userId,
    createdAt: at,
    updatedAt: at,
    history: [{ at, userId, action, fromStatus: undefined, toStatus: 'draft', changedFields: [] }],
  };
  const filings = [...book.filings, filing];
  recordChanged(book.filings, filings, undefined, filing);
  return { book: { ...book, filings, sequence }, filing };
}

/** A record after a step: version + 1, the time, and the step appended to its history. */
export function stepped(f: StoredFiling, change: Partial<StoredFiling>, entry: Omit<FilingHistoryEntry, 'fromStatus' | 'toStatus'>): StoredFiling {
  const next = { ...f, ...change };
  return { ...next, version: f.version + 1, updatedAt: entry.at, history: [...f.history, { ...entry, fromStatus: f.status, toStatus: next.status }] };
}

/** POST filing/save: a new draft, or the user's edits over the version they edited (409 when someone saved in between). */
export function saveFiling(call: FilingCall, body: FilingSaveBody): FilingChanged<FilingDetail> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  if (body.keyNumGather === undefined) {
    const { book, filing } = createdFiling(call.book, division.value, call.userId, body.data, call.at, 'create');
    return ok({ book, value: detailOf(filing, call.dir, division.value, call.at) });
  }
  const found = visibleFiling(call.book, division.value, body.keyNumGather);
  if (!found.ok) return found;
  const may = allowed(found.value, division.value, { kind: 'edit' });
  if (!may.ok) return may;
  if (body.version === undefined) return fail(400, '缺少记录版本号');
  const current = checkVersion(found.value, body.version);
  if (!current.ok) return current;
  const f = current.value;
  if (body.data.typeCode !== f.keyTypeCode) return fail(400, '备案类型不能修改');
  const fields = changedFields(asRecord(f.data), asRecord(body.data));
  if (fields.length === 0) return ok({ book: call.book, value: detailOf(f, call.dir, division.value, call.at) });
  const next = stepped(f, { data: body.data }, { at: call.at, userId: call.userId, action: 'edit', changedFields: fields });
  return ok({ book: replaced(call.book, f.keyNumGather, next), value: detailOf(next, call.dir, division.value, call.at) });
}

/** POST handle/delete: a draft that never had a filing number, at the version the user saw. */
export function deleteFiling(call: FilingCall, body: FilingDeleteBody): FilingChanged<null> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, body.keyNumGather);
  if (!found.ok) return found;
  const current = checkVersion(found.value, body.version);
  if (!current.ok) return current;
  const may = allowed(current.value, division.value, { kind: 'delete' });
  if (!may.ok) return may;
  return ok({ book: replaced(call.book, body.keyNumGather, undefined), value: null });
}

/** Shared by the steps: the record the user may see, at the version they saw. */
export function currentFiling(call: FilingCall, key: string, version: number): FilingServed<{ division: string; filing: StoredFiling }> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  if (!found.ok) return found;
  const current = checkVersion(found.value, version);
  return current.ok ? ok({ division: division.value, filing: current.value }) : current;
}
