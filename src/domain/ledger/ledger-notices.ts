import type { Directory } from '../directory/directory';
import type { DetailNotice } from '../events/detail-events';
import { ledgerMessages as m } from './ledger-messages';
import { parseInstanceKey } from './ledger-open';
import { ledgerPeriodLabel } from './ledger-periods';
import type { LedgerBook } from './ledger-types';

/** How much of an opinion the notification quotes. */
const QUOTE_MAX = 40;

const quoted = (content: string): string => {
  const chars = [...content];
  return chars.length <= QUOTE_MAX ? content : `${chars.slice(0, QUOTE_MAX).join('')}…`;
};

/**
 * An opinion on a ledger instance tells the ledger's owner (the staff of its responsible office)
 * with a tz event, which opens the instance by the ledger's kind (SPEC section 2). Its author is
 * not told of their own opinion.
 */
export function opinionNotices(before: LedgerBook, after: LedgerBook, dir: Directory, actorId: string): DetailNotice[] {
  const known = new Set(before.opinions.map((o) => o.id));
  return after.opinions.flatMap((opinion) => {
    const def = after.defs.find((d) => d.id === opinion.ledgerId);
    const instance = parseInstanceKey(opinion.instanceKey);
    if (known.has(opinion.id) || def === undefined || instance === undefined) return [];
    const place = dir.divisions.find((d) => d.code === instance.divisionCode)?.name ?? instance.divisionCode;
    const text = m.opinionAdded(opinion.userName, `${ledgerPeriodLabel(def.cycle, instance.period)}·${place}`, quoted(opinion.content));
    return dir.users
      .filter((u) => u.deptId === def.deptId && u.kind === 'staff' && u.userId !== actorId)
      .map((u) => ({ userId: u.userId, event: { type: 'tz', ledgerId: def.id, isAutoExtract: def.isAutoExtract, instanceKey: opinion.instanceKey, title: def.name, text } }));
  });
}
