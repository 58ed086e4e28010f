import type { FilingTypeCode } from '../filing/filing-types';
import type { ReportTable } from '../statistics/report-table';

/** DOMAIN.md "Rules of the wider product": ledgers are collected per 月, 季 or 年. */
export type LedgerCycle = 'month' | 'quarter' | 'year';

export const LEDGER_CYCLES: readonly LedgerCycle[] = ['month', 'quarter', 'year'];

export const LEDGER_CYCLE_LABELS: Readonly<Record<LedgerCycle, string>> = { month: '月', quarter: '季', year: '年' };

/** 1: computed from the filings; 0: a form the departments fill (designed by tzm's designer). */
export type AutoExtract = 0 | 1;

/** One ledger of the catalogue (GET /list/{id}). */
export interface LedgerDef {
  readonly id: string;
  readonly name: string;
  readonly cycle: LedgerCycle;
  readonly isAutoExtract: AutoExtract;
  /** For auto ledgers the filing type they are extracted from; for manual ones equal to formId. */
  readonly keyTypeCode: string;
  /** The designed form of a manual ledger (equal to its id); null for auto ones. */
  readonly formId: string | null;
  /** The owning office (a department of the directory) and its division. */
  readonly deptId: string;
  readonly deptName: string;
  readonly divisionCode: string;
  readonly description: string;
  /** Optimistic lock of PUT /list/{id}. */
  readonly version: number;
  readonly updatedAt: string;
}

/** An auto ledger names the filing type it counts. */
export type AutoLedgerDef = LedgerDef & { readonly isAutoExtract: 1; readonly keyTypeCode: FilingTypeCode; readonly formId: null };

export const isAutoLedger = <T extends LedgerDef>(def: T): def is T & AutoLedgerDef => def.isAutoExtract === 1;

/** A user's 关注 of a ledger; kept apart from the catalogue, one entry per user and ledger. */
export interface LedgerInterest {
  readonly ledgerId: string;
  readonly userId: string;
  readonly at: string;
}

/** An opinion on one ledger instance: ledger a, instance b (a cycle period and a division). */
export interface LedgerOpinion {
  readonly id: string;
  readonly ledgerId: string;
  readonly instanceKey: string;
  readonly userId: string;
  readonly userName: string;
  readonly divisionCode: string;
  readonly content: string;
  readonly createdAt: string;
}

/** A custom statistic a user saves: which ledger, which divisions, which range of periods. */
export interface LedgerCustomStat {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly ledgerId: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly fromPeriod: string;
  readonly toPeriod: string;
  readonly divisionCode: string;
  readonly createdAt: string;
}

/** Everything the ledger core stores (db.ledgers). */
export interface LedgerBook {
  readonly defs: readonly LedgerDef[];
  readonly interests: readonly LedgerInterest[];
  readonly opinions: readonly LedgerOpinion[];
  readonly customs: readonly LedgerCustomStat[];
}

/** GET /list/cycle: a cycle with the periods the pickers offer, the latest first. */
export interface LedgerCycleOption {
  readonly value: LedgerCycle;
  readonly label: string;
  readonly periods: readonly { readonly value: string; readonly label: string }[];
}

/** GET /list/dept: an office that owns ledgers. */
export interface LedgerDept {
  readonly deptId: string;
  readonly deptName: string;
  readonly count: number;
}

/** POST /list/page. `interest` '1': only the ledgers the caller 关注s. */
export interface LedgerQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly cycle?: LedgerCycle;
  readonly deptId?: string;
  readonly interest?: '1';
  readonly name?: string;
}

/** A ledger as the caller sees it: whether they 关注 it and where it opens (SPEC section 2). */
export interface LedgerRow extends LedgerDef {
  readonly interested: boolean;
  readonly interestCount: number;
  readonly openUrl: string;
}

/** PUT /list/{id}. */
export interface LedgerSave {
  readonly name: string;
  readonly cycle: LedgerCycle;
  readonly description: string;
  readonly version: number;
}

/** One instance of a ledger: a period and the division it covers. */
export interface LedgerInstance {
  readonly ledgerId: string;
  readonly period: string;
  readonly divisionCode: string;
}

export interface LedgerDivision {
  readonly code: string;
  readonly name: string;
  readonly level: 'province' | 'city' | 'county';
}

/** POST /statistic: the department detail of an auto ledger instance. */
export interface LedgerDetail {
  readonly ledger: LedgerRow;
  readonly instanceKey: string;
  readonly period: string;
  readonly periodLabel: string;
  readonly division: LedgerDivision;
  /** From the caller's own division down to this one, for going back up. */
  readonly breadcrumb: readonly LedgerDivision[];
  readonly table: ReportTable;
}

/** POST /statistic/range/{keyTypeCode}: one auto ledger over a range of periods. */
export interface LedgerRangeQuery {
  readonly fromPeriod: string;
  readonly toPeriod: string;
  readonly divisionCode: string;
}

export interface LedgerRangeAnswer {
  readonly ledger: LedgerRow;
  readonly division: LedgerDivision;
  readonly table: ReportTable;
  /** The caller's saved custom statistics, newest first. */
  readonly saved: readonly LedgerCustomStat[];
}

/** POST /custom. */
export interface LedgerCustomSave extends LedgerRangeQuery {
  readonly name: string;
  readonly ledgerId: string;
}

/** POST /opinion/{a}/{b}. */
export interface LedgerOpinionSave {
  readonly content: string;
}

/** An opinion as listed: whether the caller may delete it. */
export interface LedgerOpinionView extends LedgerOpinion {
  readonly own: boolean;
}
