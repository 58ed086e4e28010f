import type { FilingTypeCode } from '../filing/filing-types';

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

export const isAutoLedger = (def: LedgerDef): def is AutoLedgerDef => def.isAutoExtract === 1;

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
  readonly cycle: LedgerCycle;
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
