import { FILING_TYPE_CODES, type FilingTypeCode } from '../../domain/filing/filing-types';
import { LEDGER_DESCRIPTION_MAX, LEDGER_ID_MAX, LEDGER_INSTANCE_MAX, LEDGER_NAME_MAX, LEDGER_OPINION_MAX, LEDGER_PAGE_SIZE_MAX } from '../../domain/ledger/ledger-limits';
import { ledgerFieldLabels as l } from '../../domain/ledger/ledger-messages';
import { LEDGER_PERIOD_LENGTH, LEDGER_PERIOD_PATTERN } from '../../domain/ledger/ledger-periods';
import { LEDGER_CYCLES, type LedgerCycle } from '../../domain/ledger/ledger-types';
import { bodyOf, integer, literal, matching, optional, paramsOf, text } from './input-schema';

/** The inputs of the ledger core's calls, for both backends; the rules are the domain's. */

const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;
const DIVISION = /^\d{6}$/;
const DIVISION_LENGTH = 6;

const id = text({ max: LEDGER_ID_MAX, min: 1, label: l.id });
const period = (label: string) => matching(LEDGER_PERIOD_PATTERN, { max: LEDGER_PERIOD_LENGTH, label });
const divisionCode = matching(DIVISION, { max: DIVISION_LENGTH, label: l.divisionCode });
const range = { fromPeriod: period(l.fromPeriod), toPeriod: period(l.toPeriod), divisionCode };

export const ledgerIdParams = paramsOf({ id });
export const opinionParams = paramsOf({ ledgerId: id, instanceKey: text({ max: LEDGER_INSTANCE_MAX, min: 1, label: l.instanceKey }) });
export const rangeParams = paramsOf({ keyTypeCode: literal<FilingTypeCode>(FILING_TYPE_CODES, l.keyTypeCode) });

export const ledgerPageBody = bodyOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: LEDGER_PAGE_SIZE_MAX, label: l.pageSize }),
  cycle: optional(literal<LedgerCycle>(LEDGER_CYCLES, l.cycle)),
  deptId: optional(text({ max: LEDGER_ID_MAX, min: 1, label: l.deptId })),
  interest: optional(literal(['1'] as const, l.interest)),
  name: optional(text({ max: LEDGER_NAME_MAX, label: l.name })),
});

export const ledgerSaveBody = bodyOf({
  name: text({ max: LEDGER_NAME_MAX, min: 1, label: l.name }),
  cycle: literal<LedgerCycle>(LEDGER_CYCLES, l.cycle),
  description: text({ max: LEDGER_DESCRIPTION_MAX, label: l.description }),
  version: integer({ min: 0, max: VERSION_MAX, label: l.version }),
});

export const ledgerInstanceBody = bodyOf({ ledgerId: id, period: period(l.period), divisionCode });

export const ledgerRangeBody = bodyOf(range);

export const ledgerCustomBody = bodyOf({ ...range, ledgerId: id, name: text({ max: LEDGER_NAME_MAX, min: 1, label: l.name }) });

/** Length is checked by characters in the domain too; here the schema stops megabytes at the door. */
export const opinionBody = bodyOf({ content: text({ max: LEDGER_OPINION_MAX, min: 1, label: l.content }) });
