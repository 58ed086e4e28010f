import { dayNumber } from '../filing/calendar-date';
import { overdueLabel, remainingLabel } from './document-messages';

export type DeadlineStanding = 'done' | 'open' | 'due-soon' | 'overdue';

/** Within this many days of its 办理期限 an open receipt is flagged as due soon. */
export const DUE_SOON_DAYS = 3;

interface Deadline {
  readonly standing: DeadlineStanding;
  /** Days left (≥ 0) or overdue (> 0); undefined once done. */
  readonly days?: number;
  readonly label: string;
}

/**
 * Where a receipt stands against its 办理期限 on `today`: a finished one is done whatever the
 * date; an open one is overdue from the day after the deadline, so the deadline day itself still
 * counts as in time (今日到期).
 */
export function deadlineOf(deadline: string, today: string, finished: boolean): Deadline {
  if (finished) return { standing: 'done', label: '已办结' };
  const left = (dayNumber(deadline) ?? 0) - (dayNumber(today) ?? 0);
  if (left < 0) return { standing: 'overdue', days: -left, label: overdueLabel(-left) };
  return { standing: left <= DUE_SOON_DAYS ? 'due-soon' : 'open', days: left, label: remainingLabel(left) };
}
