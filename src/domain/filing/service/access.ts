import { err, ok } from '../../shared/result';
import { chinaToday } from '../calendar-date';
import { FILING_TYPE_LABELS, type FilingData } from '../filing-types';
import { withinJurisdiction } from '../jurisdiction';
import { FILING_STATUS_LABELS, transition, type LifecycleEvent, type LifecycleState, type Refusal } from '../lifecycle';
import { STALE_VERSION_MESSAGE } from '../versioning';
import type { FilingRow } from '../wire';
import { isOverdue, reportingDeadline } from '../working-days';
import { recordChanged } from './filing-index';
import type { Directory, FilingBook, FilingFailure, FilingServed, StoredFiling } from './types';

const NOT_FOUND = '备案记录不存在或已被删除';
const OUT_OF_JURISDICTION = '无权查看或操作其他辖区的备案记录';

export const fail = (status: FilingFailure['status'], message: string): FilingServed<never> => err({ status, message });

const divisionNames = new WeakMap<Directory['divisions'], ReadonlyMap<string, string>>();

/** A division's name from the directory, or its code when the directory does not know it. */
export function divisionName(dir: Pick<Directory, 'divisions'>, code: string): string {
  // Looked up for every row and search document, so the names are mapped once per directory.
  let names = divisionNames.get(dir.divisions);
  if (names === undefined) {
    names = new Map([...dir.divisions].reverse().map((d) => [d.code, d.name]));
    divisionNames.set(dir.divisions, names);
  }
  return names.get(code) ?? code;
}

/** The division a user acts for; only staff accounts act. */
export function divisionOf(dir: Directory, userId: string): FilingServed<string> {
  const user = dir.users.find((u) => u.userId === userId && u.kind === 'staff');
  return user === undefined ? fail(403, '当前用户不存在或已停用') : ok(user.divisionCode);
}

/** A person's name; the seed's clerks of divisions without demo accounts (clerk-<code>) read as that division's 经办人. */
export function userName(dir: Directory, id: string): string {
  const found = dir.users.find((u) => u.userId === id)?.nickName;
  if (found !== undefined) return found;
  const clerk = /^clerk-(\d{6})$/.exec(id);
  return clerk?.[1] === undefined ? id : `${divisionName(dir, clerk[1])}经办人`;
}

/** A record the user may see: 404 when there is none, 403 (with a clear message) when it belongs to another division. */
export function visibleFiling(book: FilingBook, division: string, key: string): FilingServed<StoredFiling> {
  const found = book.filings.find((f) => f.keyNumGather === key);
  if (found === undefined) return fail(404, NOT_FOUND);
  return withinJurisdiction(division, found.divisionCode) ? ok(found) : fail(403, OUT_OF_JURISDICTION);
}

/** 409 when the user edited another version than the stored one. */
export const checkVersion = (stored: StoredFiling, version: number): FilingServed<StoredFiling> =>
  stored.version === version ? ok(stored) : fail(409, STALE_VERSION_MESSAGE);

export const lifecycleOf = (f: StoredFiling): LifecycleState => ({
  status: f.status,
  divisionCode: f.divisionCode,
  withdrawal: f.withdrawal,
  ...(f.returnOpinion === undefined ? {} : { returnOpinion: f.returnOpinion }),
  ...(f.withdrawalReason === undefined ? {} : { withdrawalReason: f.withdrawalReason }),
  ...(f.filingNumber === undefined ? {} : { filingNumber: f.filingNumber }),
});

const REFUSAL_STATUS: Readonly<Record<Refusal['code'], FilingFailure['status']>> = {
  'out-of-jurisdiction': 403,
  'wrong-level': 403,
  'wrong-status': 409,
  'withdrawal-pending': 409,
  'no-withdrawal': 409,
  'opinion-required': 400,
  'reason-required': 400,
  'number-required': 400,
};

/** The lifecycle's answer for one event, as a service result. */
export function allowed(f: StoredFiling, division: string, event: LifecycleEvent): FilingServed<LifecycleState | undefined> {
  const result = transition(lifecycleOf(f), { divisionCode: division }, event);
  return result.ok ? result : fail(REFUSAL_STATUS[result.error.code], result.error.message);
}

/** What a record is called and where it is, whatever its type. */
export function nameOf(data: FilingData): { name: string; place: string } {
  switch (data.typeCode) {
    case '1':
      return { name: data.projectName, place: data.location };
    case '2':
      return { name: data.operator, place: data.location };
    case '3':
      return { name: data.applicant, place: data.village };
    case '4':
      return { name: data.householdHead, place: data.village };
  }
}

/** The searchable text of a record. */
export function textOf(f: StoredFiling, dir: Pick<Directory, 'divisions'>): string {
  const d = f.data;
  const extra = d.typeCode === '1' ? [d.userUnit, d.approvalNumber] : d.typeCode === '2' ? [d.agreementNumber] : d.typeCode === '3' ? [d.permitNumber] : [];
  const { name, place } = nameOf(d);
  return [name, place, ...extra, f.filingNumber ?? '', f.keyNumGather, divisionName(dir, f.divisionCode)].join('\n');
}

/** 超时 as of `at`: judged on the first report date, or today while unreported. */
export function overdueOf(f: StoredFiling, at: string): boolean {
  const today = chinaToday(Date.parse(at)) ?? at.slice(0, 10);
  return isOverdue(f.data.approvalDate, f.reportedOn, today);
}

/** What names a record wherever it is listed or linked: its key, type, name, place and division. */
export type FilingSummary = Pick<FilingRow, 'keyNumGather' | 'keyTypeCode' | 'typeLabel' | 'name' | 'place' | 'divisionCode' | 'divisionName' | 'filingNumber'>;

export function summaryOf(f: StoredFiling, dir: Pick<Directory, 'divisions'>): FilingSummary {
  const { name, place } = nameOf(f.data);
  return {
    keyNumGather: f.keyNumGather,
    keyTypeCode: f.keyTypeCode,
    typeLabel: FILING_TYPE_LABELS[f.keyTypeCode],
    name,
    place,
    divisionCode: f.divisionCode,
    divisionName: divisionName(dir, f.divisionCode),
    ...(f.filingNumber === undefined ? {} : { filingNumber: f.filingNumber }),
  };
}

export function rowOf(f: StoredFiling, dir: Pick<Directory, 'divisions'>, at: string): FilingRow {
  return {
    ...summaryOf(f, dir),
    approvalDate: f.data.approvalDate,
    status: f.status,
    statusLabel: FILING_STATUS_LABELS[f.status],
    ...(f.reviewLevel === undefined ? {} : { reviewLevel: f.reviewLevel }),
    withdrawal: f.withdrawal,
    overdue: overdueOf(f, at),
    deadline: reportingDeadline(f.data.approvalDate) ?? '',
    ...(f.returnOpinion === undefined ? {} : { returnOpinion: f.returnOpinion }),
    ...(f.reportedAt === undefined ? {} : { reportedAt: f.reportedAt }),
    updatedAt: f.updatedAt,
    version: f.version,
  };
}

/** The book with one record replaced (or removed when `next` is undefined). */
export function replaced(book: FilingBook, key: string, next: StoredFiling | undefined): FilingBook {
  const filings = next === undefined ? book.filings.filter((f) => f.keyNumGather !== key) : book.filings.map((f) => (f.keyNumGather === key ? next : f));
  recordChanged(book.filings, filings, book.filings.find((f) => f.keyNumGather === key), next);
  return { ...book, filings };
}
