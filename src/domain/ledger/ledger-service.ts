import type { Division } from '../directory/directory';
import { chinaToday } from '../filing/calendar-date';
import { ok } from '../shared/result';
import { changed, fail, type LedgerCall, type LedgerChanged, type LedgerServed } from './ledger-call';
import { ledgerMessages as m } from './ledger-messages';
import { defaultPeriod, instanceKeyOf, ledgerOpenUrl } from './ledger-open';
import { ledgerPeriodLabel, recentPeriods } from './ledger-periods';
import { LEDGER_CYCLE_LABELS, LEDGER_CYCLES, type LedgerCycleOption, type LedgerDef, type LedgerDept, type LedgerQuery, type LedgerRow, type LedgerSave } from './ledger-types';
import { type PageOf, pageOf } from '../shared/paging';

/** The caller's division, or 403 for someone the directory does not know as staff. */
export function viewerDivision(call: Pick<LedgerCall, 'dir' | 'userId'>): LedgerServed<Division> {
  const user = call.dir.users.find((u) => u.userId === call.userId && u.kind === 'staff');
  const division = user === undefined ? undefined : call.dir.divisions.find((d) => d.code === user.divisionCode);
  return division === undefined ? fail(403, m.notStaff) : ok(division);
}

/** The day of the call in China (UTC+8), as the periods count days. */
export const todayOf = (call: Pick<LedgerCall, 'at'>): string => chinaToday(Date.parse(call.at)) ?? call.at.slice(0, 10);

/** A ledger as the caller sees it; an auto one opens on its last complete period of the caller's division. */
export function ledgerRow(call: LedgerCall, def: LedgerDef, viewer: Division): LedgerRow {
  const interests = call.book.interests.filter((i) => i.ledgerId === def.id);
  return {
    ...def,
    interested: interests.some((i) => i.userId === call.userId),
    interestCount: interests.length,
    openUrl: ledgerOpenUrl(def, instanceKeyOf(defaultPeriod(def, todayOf(call)), viewer.code)),
  };
}

export function ledgerCycles(call: LedgerCall): LedgerServed<LedgerCycleOption[]> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const today = todayOf(call);
  return ok(
    LEDGER_CYCLES.map((cycle) => ({
      value: cycle,
      label: LEDGER_CYCLE_LABELS[cycle],
      periods: recentPeriods(cycle, today).map((value) => ({ value, label: ledgerPeriodLabel(cycle, value) })),
    })),
  );
}

export function ledgerDepts(call: LedgerCall): LedgerServed<LedgerDept[]> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const depts = new Map<string, LedgerDept>();
  for (const def of call.book.defs) {
    const known = depts.get(def.deptId);
    depts.set(def.deptId, { deptId: def.deptId, deptName: def.deptName, count: (known?.count ?? 0) + 1 });
  }
  return ok([...depts.values()].sort((a, b) => a.deptId.localeCompare(b.deptId)));
}

/** The catalogue, filtered; 关注ed ledgers first, then in catalogue order. */
export function ledgerPage(call: LedgerCall, query: LedgerQuery): LedgerServed<PageOf<LedgerRow>> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const name = query.name?.trim() ?? '';
  const rows = call.book.defs
    .map((def) => ledgerRow(call, def, viewer.value))
    .filter((row) => (query.cycle === undefined || row.cycle === query.cycle) && (query.deptId === undefined || row.deptId === query.deptId))
    .filter((row) => (query.interest === undefined || row.interested) && (name === '' || row.name.includes(name)));
  const ordered = [...rows.filter((r) => r.interested), ...rows.filter((r) => !r.interested)];
  return ok(pageOf(ordered, query.pageIndex, query.pageSize));
}

export function findLedger(call: LedgerCall, id: string): LedgerServed<LedgerDef> {
  const def = call.book.defs.find((d) => d.id === id);
  return def === undefined ? fail(404, m.notFound) : ok(def);
}

export function ledgerOne(call: LedgerCall, id: string): LedgerServed<LedgerRow> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const def = findLedger(call, id);
  return def.ok ? ok(ledgerRow(call, def.value, viewer.value)) : def;
}

/** PUT /list/{id}: the province keeps the catalogue; a save on an older version is refused. */
export function saveLedger(call: LedgerCall, id: string, save: LedgerSave): LedgerChanged<LedgerRow> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const def = findLedger(call, id);
  if (!def.ok) return def;
  if (viewer.value.level !== 'province') return fail(403, m.editForbidden);
  if (save.version !== def.value.version) return fail(409, m.stale);
  const next: LedgerDef = { ...def.value, name: save.name.trim(), cycle: save.cycle, description: save.description.trim(), version: def.value.version + 1, updatedAt: call.at };
  const book = { ...call.book, defs: call.book.defs.map((d) => (d.id === id ? next : d)) };
  return changed(book, ledgerRow({ ...call, book }, next, viewer.value));
}

/** POST / DELETE /interest/{id}: idempotent both ways. */
export function setInterest(call: LedgerCall, id: string, on: boolean): LedgerChanged<LedgerRow> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const def = findLedger(call, id);
  if (!def.ok) return def;
  const others = call.book.interests.filter((i) => !(i.ledgerId === id && i.userId === call.userId));
  const mine = call.book.interests.find((i) => i.ledgerId === id && i.userId === call.userId);
  const interests = on ? [...others, mine ?? { ledgerId: id, userId: call.userId, at: call.at }] : others;
  const book = { ...call.book, interests };
  return changed(book, ledgerRow({ ...call, book }, def.value, viewer.value));
}
