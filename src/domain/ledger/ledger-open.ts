import { ledgerPeriodBefore, ledgerPeriodOf } from './ledger-periods';
import type { LedgerDef } from './ledger-types';

export const LEDGER_LIST_ROUTE = '/tz/secretary/list';
export const LEDGER_DETAIL_ROUTE = '/tz/secretary/departmentDetail';

const INSTANCE = /^(\d{4}(?:-(?:0[1-9]|1[0-2])|-Q[1-4])?)_(\d{6})$/;

/** An instance's key, as the detail page's ?data= and the opinions' {b} carry it: 2026-Q3_360121. */
export const instanceKeyOf = (period: string, divisionCode: string): string => `${period}_${divisionCode}`;

export function parseInstanceKey(key: string): { period: string; divisionCode: string } | undefined {
  const match = INSTANCE.exec(key);
  return match?.[1] === undefined || match[2] === undefined ? undefined : { period: match[1], divisionCode: match[2] };
}

/** An auto ledger opens on the last complete period: the current one is still being filed. */
export const defaultPeriod = (def: Pick<LedgerDef, 'cycle'>, today: string): string => ledgerPeriodBefore(def.cycle, ledgerPeriodOf(def.cycle, today), 1);

/**
 * SPEC section 2, tz events and the index's rows: a manual ledger (isAutoExtract 0) opens its list
 * page, an auto one the department detail of the given instance.
 */
export function ledgerOpenUrl(def: Pick<LedgerDef, 'id' | 'isAutoExtract'>, instanceKey: string): string {
  return def.isAutoExtract === 0 ? `${LEDGER_LIST_ROUTE}/${encodeURIComponent(def.id)}` : `${LEDGER_DETAIL_ROUTE}/${encodeURIComponent(def.id)}?data=${encodeURIComponent(instanceKey)}`;
}
