import type { Division } from '../directory/directory';
import type { FilingTypeCode } from '../filing/filing-types';
import { withinJurisdiction } from '../filing/jurisdiction';
import { ok } from '../shared/result';
import { fail, type LedgerCall, type LedgerServed } from './ledger-call';
import { extractLedger } from './ledger-extract';
import { LEDGER_RANGE_MAX } from './ledger-limits';
import { ledgerMessages as m, ledgerTableTexts as t } from './ledger-messages';
import { instanceKeyOf } from './ledger-open';
import { isLedgerPeriod, ledgerPeriodBefore, ledgerPeriodLabel, ledgerPeriodRange } from './ledger-periods';
import { findLedger, ledgerRow, viewerDivision } from './ledger-service';
import { detailTable, rangeTable } from './ledger-table';
import { isAutoLedger, LEDGER_CYCLE_LABELS, type AutoLedgerDef, type LedgerDetail, type LedgerDivision, type LedgerInstance, type LedgerRangeAnswer, type LedgerRangeQuery } from './ledger-types';

const divisionView = ({ code, name, level }: Division): LedgerDivision => ({ code, name, level });

interface Scoped {
  readonly viewer: Division;
  readonly def: AutoLedgerDef;
  readonly division: Division;
}

/** The auto ledger and a division within the caller's jurisdiction (403 outside it: the division's existence is public). */
function scoped(call: LedgerCall, def: AutoLedgerDef | undefined, ledgerId: string, divisionCode: string): LedgerServed<Scoped> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const found = def === undefined ? findLedger(call, ledgerId) : ok(def);
  if (!found.ok) return found;
  if (!isAutoLedger(found.value)) return fail(400, m.notAuto);
  const division = call.dir.divisions.find((d) => d.code === divisionCode);
  if (division === undefined) return fail(404, m.noDivision);
  if (!withinJurisdiction(viewer.value.code, division.code)) return fail(403, m.outside);
  return ok({ viewer: viewer.value, def: found.value, division });
}

function breadcrumbOf(call: LedgerCall, viewer: Division, division: Division): LedgerDivision[] {
  const chain: Division[] = [];
  for (let d: Division | undefined = division; d !== undefined; d = call.dir.divisions.find((p) => p.code === d?.parentCode)) {
    chain.unshift(d);
    if (d.code === viewer.code) break;
  }
  return chain.map(divisionView);
}

/** POST /statistic: an auto ledger instance, computed from the filings now (never stored, so never stale). */
export function ledgerDetail(call: LedgerCall, instance: LedgerInstance): LedgerServed<LedgerDetail> {
  const scope = scoped(call, undefined, instance.ledgerId, instance.divisionCode);
  if (!scope.ok) return scope;
  const { viewer, def, division } = scope.value;
  const range = ledgerPeriodRange(def.cycle, instance.period);
  if (range === undefined) return fail(400, m.badPeriod(LEDGER_CYCLE_LABELS[def.cycle]));
  const extracted = extractLedger(call.filings, call.dir.divisions, { typeCode: def.keyTypeCode, division, ...range });
  const periodLabel = ledgerPeriodLabel(def.cycle, instance.period);
  const drillable = (code: string): boolean => code !== division.code && call.dir.divisions.some((d) => d.parentCode === code);
  return ok({
    ledger: ledgerRow(call, def, viewer),
    instanceKey: instanceKeyOf(instance.period, division.code),
    period: instance.period,
    periodLabel,
    division: divisionView(division),
    breadcrumb: breadcrumbOf(call, viewer, division),
    table: detailTable(t.title(division.name, periodLabel, def.name), t.subtitle(division.name, `${range.startDate} 至 ${range.endDate}`), extracted, drillable),
  });
}

/** The periods from `from` to `to` inclusive, or a refusal when reversed, malformed or too long. */
function periodsBetween(def: AutoLedgerDef, from: string, to: string): LedgerServed<string[]> {
  if (!isLedgerPeriod(def.cycle, from) || !isLedgerPeriod(def.cycle, to)) return fail(400, m.badPeriod(LEDGER_CYCLE_LABELS[def.cycle]));
  const periods: string[] = [];
  for (let p = to; periods.length <= LEDGER_RANGE_MAX; p = ledgerPeriodBefore(def.cycle, p, 1)) {
    periods.unshift(p);
    if (p === from) return ok(periods);
    if ((ledgerPeriodRange(def.cycle, p)?.startDate ?? '') < (ledgerPeriodRange(def.cycle, from)?.startDate ?? '')) return fail(400, m.rangeReversed);
  }
  return fail(400, m.rangeTooLong);
}

/** POST /statistic/range/{keyTypeCode}: the auto ledger of a filing type, one row per period. */
export function ledgerRange(call: LedgerCall, keyTypeCode: FilingTypeCode, query: LedgerRangeQuery): LedgerServed<LedgerRangeAnswer> {
  const def = call.book.defs.find((d): d is AutoLedgerDef => isAutoLedger(d) && d.keyTypeCode === keyTypeCode);
  if (def === undefined) return fail(404, m.notFound);
  const scope = scoped(call, def, def.id, query.divisionCode);
  if (!scope.ok) return scope;
  const { viewer, division } = scope.value;
  const periods = periodsBetween(def, query.fromPeriod, query.toPeriod);
  if (!periods.ok) return periods;
  const rows = periods.value.map((period) => {
    const range = ledgerPeriodRange(def.cycle, period) ?? { startDate: '', endDate: '' };
    return { key: period, label: ledgerPeriodLabel(def.cycle, period), extracted: extractLedger(call.filings, call.dir.divisions, { typeCode: def.keyTypeCode, division, ...range }) };
  });
  const span = `${ledgerPeriodLabel(def.cycle, query.fromPeriod)} 至 ${ledgerPeriodLabel(def.cycle, query.toPeriod)}`;
  return ok({
    ledger: ledgerRow(call, def, viewer),
    division: divisionView(division),
    table: rangeTable(`${division.name}${def.name}（分期统计）`, t.subtitle(division.name, span), rows),
    saved: call.book.customs.filter((c) => c.userId === call.userId).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}
