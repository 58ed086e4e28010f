import { parseInstanceKey } from './ledger-open';
import { isLedgerPeriod } from './ledger-periods';
import type { LedgerDef } from './ledger-types';

/** A ledger instance's files hang off TZ-<ledgerId>@<instanceKey> (台账附件). */
export const LEDGER_FILES_PREFIX = 'TZ-';
const SEPARATOR = '@';

export const ledgerFilesKey = (ledgerId: string, instanceKey: string): string => `${LEDGER_FILES_PREFIX}${ledgerId}${SEPARATOR}${instanceKey}`;

/** What the files rules read of a ledger: which it is, how often it is filled, who owns it. */
export type LedgerFilesOwner = Pick<LedgerDef, 'id' | 'cycle' | 'deptId'>;

/** The ledger and the division of the instance a files key names, when the key is a ledger's and names a real instance. */
export function ledgerOfFilesKey(ledgers: readonly LedgerFilesOwner[], key: string): { readonly ledger: LedgerFilesOwner; readonly divisionCode: string } | undefined {
  if (!key.startsWith(LEDGER_FILES_PREFIX)) return undefined;
  const rest = key.slice(LEDGER_FILES_PREFIX.length);
  const at = rest.lastIndexOf(SEPARATOR);
  const ledger = ledgers.find((l) => l.id === rest.slice(0, at));
  const instance = parseInstanceKey(rest.slice(at + 1));
  if (at < 0 || ledger === undefined || instance === undefined || !isLedgerPeriod(ledger.cycle, instance.period)) return undefined;
  return { ledger, divisionCode: instance.divisionCode };
}
