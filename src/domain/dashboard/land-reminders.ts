import { superviseDetailsUrl } from '../affair/details-link';
import type { Supervision } from '../affair/service/types';
import { SUP_NAME_MAX, SUPERVISE_CONTENT_MAX } from '../affair/supervision-form';
import type { Directory, UserLevel } from '../directory/directory';
import { isoOfDay } from '../filing/calendar-date';
import { remindersOn, type RemindedLand, type Reminder } from '../temporary-land/reminders';
import { daysText } from '../temporary-land/status';
import { landReminderMessages as texts } from './land-reminder-messages';

/** A temporary land use in the caller's jurisdiction, with where it lies. */
export interface ReminderLand extends RemindedLand {
  readonly divisionCode: string;
  readonly divisionName: string;
}

export type ReminderKind = Reminder['kind'];

/** What 转督办 fills in: the caller may still change every field before confirming. */
export interface LandSupervisionDraft {
  readonly supName: string;
  /** yyyy-MM-dd. */
  readonly deadline: string;
  readonly urgedUserId: string;
  readonly content: string;
}

/** A reminder on 业务: one temporary land use near its term's end or late with its reclamation. */
export interface LandReminderItem {
  readonly id: string;
  readonly kind: ReminderKind;
  readonly kindLabel: string;
  readonly projectName: string;
  readonly divisionName: string;
  readonly days: number;
  /** 剩余N天 or 逾期N天. */
  readonly daysText: string;
  /** The land use's details page. */
  readonly url: string;
  /** The supervision already urging it: no second is offered. `url` only when the caller may open it. */
  readonly supervision?: { readonly id: string; readonly url?: string };
  /** Present exactly when no supervision urges it yet. */
  readonly draft?: LandSupervisionDraft;
}

export const REMINDER_KIND_LABELS: Readonly<Record<ReminderKind, string>> = { expiring: texts.kindExpiring, overdue: texts.kindOverdue };

/** Days an overdue reclamation's supervision gives to answer (an expiring one runs to the term's last day). */
export const OVERDUE_SUPERVISION_DAYS = 15;

/**
 * Which reminders a level receives: a county and a city follow every land use of theirs to its
 * end; the province oversees and is told only of what already broke the rules (overdue), not of
 * every term about to end across the province. The admin reads as the province.
 */
export function remindedKinds(level: UserLevel): readonly ReminderKind[] {
  return level === 'county' || level === 'city' ? ['expiring', 'overdue'] : ['overdue'];
}

export const temporaryLandDetailsUrl = (id: string): string => `/temporaryLand/details?id=${encodeURIComponent(id)}`;

/**
 * The open supervision of a land use. A supervision on a land use has no affair to finish: it
 * stays open while the land use is reminded, and a land use leaves the reminders for good only
 * when its reclamation is accepted, so there is at most one per land use.
 */
export const openLandSupervision = (supervisions: readonly Supervision[], landId: string): Supervision | undefined =>
  supervisions.find((s) => s.temporaryLand?.id === landId);

/** The reminders a caller of `level` receives on day `today`, most urgent first. */
export function landRemindersOn(lands: readonly ReminderLand[], level: UserLevel, today: number): readonly (Reminder & { readonly land: ReminderLand })[] {
  const kinds = remindedKinds(level);
  const byId = new Map(lands.map((land) => [land.id, land]));
  return remindersOn(lands, today).flatMap((reminder) => {
    const land = byId.get(reminder.id);
    return land !== undefined && kinds.includes(reminder.kind) ? [{ ...reminder, land }] : [];
  });
}

/** Someone of the responsible division to urge: a colleague there before the caller themself. */
function urgedFor(dir: Directory, divisionCode: string, callerId: string): string {
  const staff = dir.users.filter((u) => u.kind === 'staff' && u.divisionCode === divisionCode).map((u) => u.userId);
  return [...staff].sort().find((id) => id !== callerId) ?? callerId;
}

const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** 转督办's first values for a reminder. */
export function supervisionDraft(reminder: Reminder & { readonly land: ReminderLand }, dir: Directory, callerId: string, today: number): LandSupervisionDraft {
  const { land } = reminder;
  const name = reminder.kind === 'expiring' ? texts.supNameExpiring(land.projectName) : texts.supNameOverdue(land.projectName);
  const deadlineDay = reminder.kind === 'expiring' ? land.term.endDay : today + OVERDUE_SUPERVISION_DAYS;
  const content = texts.content(reminder.message, land.divisionName, land.term.endDate, land.term.reclamationDueDate, temporaryLandDetailsUrl(land.id));
  return {
    supName: clip(name, SUP_NAME_MAX),
    deadline: isoOfDay(deadlineDay),
    urgedUserId: urgedFor(dir, land.divisionCode, callerId),
    content: clip(content, SUPERVISE_CONTENT_MAX),
  };
}

/** Who may open a supervision: its supervisor, the urged person and the admin (as the supervision service rules). */
const mayOpen = (s: Supervision, callerId: string, level: UserLevel): boolean => level === 'admin' || s.supervisorId === callerId || s.urgedUserId === callerId;

export interface ReminderCaller {
  readonly userId: string;
  readonly level: UserLevel;
}

/** 业务's reminders for the caller: their land uses' reminders, each with its supervision or a draft for one. */
export function landReminderItems(
  lands: readonly ReminderLand[],
  supervisions: readonly Supervision[],
  dir: Directory,
  caller: ReminderCaller,
  today: number,
): LandReminderItem[] {
  return landRemindersOn(lands, caller.level, today).map((reminder) => {
    const { land } = reminder;
    const open = openLandSupervision(supervisions, land.id);
    return {
      id: land.id,
      kind: reminder.kind,
      kindLabel: REMINDER_KIND_LABELS[reminder.kind],
      projectName: land.projectName,
      divisionName: land.divisionName,
      days: reminder.days,
      daysText: daysText(reminder.situation),
      url: temporaryLandDetailsUrl(land.id),
      ...(open === undefined
        ? { draft: supervisionDraft(reminder, dir, caller.userId, today) }
        : { supervision: mayOpen(open, caller.userId, caller.level) ? { id: open.id, url: superviseDetailsUrl(open.id) } : { id: open.id } }),
    };
  });
}
