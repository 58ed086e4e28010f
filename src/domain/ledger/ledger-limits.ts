/** Input limits of the ledger core, for the schemas and the pages' counters. */
export const LEDGER_ID_MAX = 40;
export const LEDGER_NAME_MAX = 60;
export const LEDGER_DESCRIPTION_MAX = 200;
export const LEDGER_PAGE_SIZE_MAX = 50;
export const LEDGER_OPINION_MAX = 500;
/** The most periods one range statistic may span (three years of months). */
export const LEDGER_RANGE_MAX = 36;
/** period_divisionCode: 2026-Q3_360121. */
export const LEDGER_INSTANCE_MAX = 14;
