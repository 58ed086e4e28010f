import type { Affair } from './affair';

/** Violations of DOMAIN.md's affair invariants (empty when valid); used by the tests. */
export function validAffair(affair: Affair): string[] {
  const violations: string[] = [];
  const open = ['draft', 'running', 'suspended'].includes(affair.status);
  if (open && affair.task === undefined) violations.push(`${affair.status} without an open task`);
  if (!open && affair.task !== undefined) violations.push(`${affair.status} with an open task`);
  const suspended = affair.status === 'suspended' || affair.stash?.status === 'suspended';
  if (suspended !== (affair.suspendedBy !== undefined)) violations.push('suspendedBy does not match the status');
  if (affair.stash !== undefined && affair.status !== 'obsolete') violations.push('a stash outside 作废');
  if (affair.history[0]?.action !== 'register') violations.push('the history does not start with register');
  return violations;
}
