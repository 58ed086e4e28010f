import { acceptanceAsOf, type AcceptanceEntry } from './acceptance';
import type { Term } from './term';
import { temporaryLandMessages as texts } from './temporary-land-messages';

/**
 * The status of a temporary land use on a day, from its term and its acceptance history as of
 * that day (entries dated later are not yet known). Days are day numbers of China-time
 * yyyy-MM-dd dates (calendar-date's dayNumber): the caller passes today in.
 *
 * - 已复垦: the latest decision as of the day passed the reclamation.
 * - 复垦验收中: a request is waiting for the city, whether it came early, in time or late.
 * - otherwise by the day: 使用中 until 30 days before the term's last day; 即将到期 from then
 *   through the last day (0 to 30 days left); 已到期待复垦 after it through the reclamation due
 *   date; 逾期未复垦 after that.
 *
 * With a fixed history a later day never gives an earlier status in STATUS_ORDER; only a
 * rejection moves a land use back from 复垦验收中 to a status of the day.
 *
 * Urgency, most urgent first (the list's default order and the reminders' order):
 * 1. 逾期未复垦, most days overdue first;
 * 2. 即将到期, fewest days left first;
 * 3. 已到期待复垦, fewest days to the reclamation due date first;
 * 4. 复垦验收中, the request waiting longest first;
 * 5. 使用中, fewest days left first;
 * 6. 已复垦;
 * ties broken by the record's id, so the order is total.
 */
export type TemporaryLandStatus = 'using' | 'expiring' | 'awaitingReclamation' | 'underAcceptance' | 'reclaimed' | 'overdue';

/** The order a land use passes through as days go by. */
export const STATUS_ORDER: readonly TemporaryLandStatus[] = ['using', 'expiring', 'awaitingReclamation', 'overdue', 'underAcceptance', 'reclaimed'];

export const TEMPORARY_LAND_STATUS_LABELS: Readonly<Record<TemporaryLandStatus, string>> = {
  using: texts.statusUsing,
  expiring: texts.statusExpiring,
  awaitingReclamation: texts.statusAwaitingReclamation,
  underAcceptance: texts.statusUnderAcceptance,
  reclaimed: texts.statusReclaimed,
  overdue: texts.statusOverdue,
};

/** Days left before the term ends at which a land use counts as 即将到期 and is reminded. */
export const EXPIRING_DAYS = 30;

export interface Situation {
  readonly status: TemporaryLandStatus;
  /** Days from the day to the term's last day: 0 on the last day, negative after it. */
  readonly daysLeft: number;
  /** Days past the reclamation due date, 0 until it has passed. */
  readonly daysOverdue: number;
  /** Days from the day to the reclamation due date: negative once it has passed. */
  readonly daysToReclamationDue: number;
  /** Days the waiting acceptance request has waited, 0 when none waits. */
  readonly daysWaiting: number;
}

function statusOf(term: Term, phase: string, today: number): TemporaryLandStatus {
  if (phase === 'accepted') return 'reclaimed';
  if (phase === 'pending') return 'underAcceptance';
  if (today > term.reclamationDueDay) return 'overdue';
  if (today > term.endDay) return 'awaitingReclamation';
  return term.endDay - today <= EXPIRING_DAYS ? 'expiring' : 'using';
}

/** The situation of a land use on day `today`. */
export function situationOn(term: Term, history: readonly AcceptanceEntry[], today: number): Situation {
  const acceptance = acceptanceAsOf(history, today);
  const status = statusOf(term, acceptance.phase, today);
  return {
    status,
    daysLeft: term.endDay - today,
    daysOverdue: Math.max(0, today - term.reclamationDueDay),
    daysToReclamationDue: term.reclamationDueDay - today,
    daysWaiting: status === 'underAcceptance' && acceptance.requestDay !== undefined ? today - acceptance.requestDay : 0,
  };
}

/**
 * The Chinese days column of the list: days left in the term, days left to reclaim after it,
 * days a request has waited for the city, or days overdue; blank once reclaimed.
 */
export function daysText(situation: Situation): string {
  switch (situation.status) {
    case 'overdue':
      return texts.daysOverdue(situation.daysOverdue);
    case 'using':
    case 'expiring':
      return texts.daysLeft(situation.daysLeft);
    case 'awaitingReclamation':
      return texts.daysToReclaim(situation.daysToReclamationDue);
    case 'underAcceptance':
      return texts.daysWaiting(situation.daysWaiting);
    case 'reclaimed':
      return '';
  }
}

const URGENCY_RANK: Readonly<Record<TemporaryLandStatus, number>> = { overdue: 0, expiring: 1, awaitingReclamation: 2, underAcceptance: 3, using: 4, reclaimed: 5 };

/** The key within a rank: smaller is more urgent. */
function urgencyKey(situation: Situation): number {
  switch (situation.status) {
    case 'overdue':
      return -situation.daysOverdue;
    case 'expiring':
    case 'using':
      return situation.daysLeft;
    case 'awaitingReclamation':
      return situation.daysToReclamationDue;
    case 'underAcceptance':
      return -situation.daysWaiting;
    case 'reclaimed':
      return 0;
  }
}

export interface Ranked {
  readonly id: string;
  readonly situation: Situation;
}

/** The urgency order as a comparator: negative when `a` is more urgent than `b`. */
export function compareUrgency(a: Ranked, b: Ranked): number {
  const byRank = URGENCY_RANK[a.situation.status] - URGENCY_RANK[b.situation.status];
  if (byRank !== 0) return byRank;
  const byKey = urgencyKey(a.situation) - urgencyKey(b.situation);
  if (byKey !== 0) return byKey;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
