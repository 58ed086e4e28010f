import type { AcceptanceEntry } from './acceptance';
import { compareUrgency, situationOn, type Situation } from './status';
import type { Term } from './term';
import { temporaryLandMessages as texts } from './temporary-land-messages';

/** What the reminders look at: one temporary land use with its term and acceptance history. */
export interface RemindedLand {
  readonly id: string;
  readonly projectName: string;
  readonly term: Term;
  readonly history: readonly AcceptanceEntry[];
}

export interface Reminder {
  readonly id: string;
  /** expiring: 30 days or less left in the term; overdue: reclamation past its due date without acceptance. */
  readonly kind: 'expiring' | 'overdue';
  /** Days left for expiring, days overdue for overdue. */
  readonly days: number;
  readonly situation: Situation;
  readonly message: string;
}

/** The land uses that need a reminder on day `today`, most urgent first. */
export function remindersOn(lands: readonly RemindedLand[], today: number): readonly Reminder[] {
  const reminders: Reminder[] = [];
  for (const land of lands) {
    const situation = situationOn(land.term, land.history, today);
    if (situation.status === 'expiring') {
      reminders.push({ id: land.id, kind: 'expiring', days: situation.daysLeft, situation, message: texts.reminderExpiring(land.projectName, situation.daysLeft) });
    } else if (situation.status === 'overdue') {
      reminders.push({ id: land.id, kind: 'overdue', days: situation.daysOverdue, situation, message: texts.reminderOverdue(land.projectName, situation.daysOverdue) });
    }
  }
  return reminders.sort(compareUrgency);
}
