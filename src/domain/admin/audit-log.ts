import { CHINA_UTC_OFFSET_MINUTES } from '../format/date';
import { refuse, requireAdmin, type AdminCall, type AdminServed } from './admin-access';
import { ok } from '../shared/result';
import { adminMessages as m } from './admin-messages';
import type { AuditAction, AuditBook, AuditChange, AuditEntry, AuditQuery, ManagedUser } from './admin-types';
import { type PageOf, pageOf } from '../shared/paging';

/** What an audit entry names about the change; the log gives it its number and time. */
export interface AuditFact {
  readonly operator: Pick<ManagedUser, 'userId' | 'nickName' | 'userName'>;
  readonly action: AuditAction;
  readonly target: Pick<ManagedUser, 'userId' | 'userName'> | undefined;
  readonly changes: readonly AuditChange[];
}

/** The log with one more entry, numbered A000001… in order, newest last. */
export function appendAudit(book: AuditBook, at: string, fact: AuditFact): { readonly book: AuditBook; readonly entry: AuditEntry } {
  const sequence = book.sequence + 1;
  const entry: AuditEntry = {
    id: `A${String(sequence).padStart(6, '0')}`,
    at,
    operatorId: fact.operator.userId,
    operatorName: `${fact.operator.nickName}（${fact.operator.userName}）`,
    action: fact.action,
    targetUserId: fact.target?.userId ?? '',
    targetUserName: fact.target?.userName ?? '',
    changes: fact.changes,
  };
  return { book: { entries: [...book.entries, entry], sequence }, entry };
}

/** The changes between two records, field by field, under their Chinese labels; only fields that differ. */
export function changesOf(fields: readonly (readonly [label: string, before: string, after: string])[]): AuditChange[] {
  return fields.filter(([, before, after]) => before !== after).map(([field, from, to]) => ({ field, from, to }));
}

/** The China-time date (yyyy-MM-dd) of an ISO instant, which the date filters compare against. */
const chinaDateOf = (iso: string): string => new Date(Date.parse(iso) + CHINA_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** 审计日志: newest first, filtered by date range (inclusive), operator and action. */
export function auditPage(book: AuditBook, query: AuditQuery): PageOf<AuditEntry> {
  const needle = query.operator?.trim().toLowerCase() ?? '';
  const rows = book.entries
    .filter((entry) => {
      const day = chinaDateOf(entry.at);
      if (query.from !== undefined && day < query.from) return false;
      if (query.to !== undefined && day > query.to) return false;
      if (query.action !== undefined && entry.action !== query.action) return false;
      return needle === '' || entry.operatorName.toLowerCase().includes(needle);
    })
    .reverse();
  return pageOf(rows, query.pageIndex, query.pageSize);
}

/**
 * The filter's problem, at the field to correct: a range that ends before it starts would list
 * nothing, which reads as "nothing happened" rather than as a typing slip.
 */
export const auditRangeProblems = (query: Pick<AuditQuery, 'from' | 'to'>): Readonly<Record<string, string>> =>
  query.from !== undefined && query.to !== undefined && query.from > query.to ? { to: m.dateOrder } : {};

/** GET audit: the administrator's only; a reversed date range is 400 at 结束日期. */
export function readAuditLog(call: AdminCall, query: AuditQuery): AdminServed<PageOf<AuditEntry>> {
  const admin = requireAdmin(call);
  if (!admin.ok) return admin;
  const problems = auditRangeProblems(query);
  if (problems['to'] !== undefined) return refuse(400, problems['to'], problems);
  return ok(auditPage(call.audit, query));
}
