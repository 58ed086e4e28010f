import { dayNumber, isoOfDay, weekdayOfDay } from '../../../domain/filing/calendar-date';
import { MEETING_ROLES, type MeetingRole } from '../../../domain/meeting/meeting-types';
import { roleListOf, roleListUrl, type RoleListAddress, type RoleListLink } from '../../kit/list-address';

export const REGISTER_LIST = '/meeting/manager/register/list';
export const REGISTER_FORM = '/meeting/manager/register/form';
export const APPLICATION_LIST = '/meeting/manager/application/list';
export const APPLICATION_FORM = '/meeting/manager/application/form';
export const meetingUrl = (id: string): string => `/meeting/manager/detail/view/${encodeURIComponent(id)}`;

export type CalendarView = 'day' | 'week';

export interface CalendarAddress {
  readonly date: string;
  readonly view: CalendarView;
}

/** The days a view shows: the day itself, or Monday to Sunday of its week. */
export function daysOf({ date, view }: CalendarAddress): string[] {
  const day = dayNumber(date) ?? 0;
  if (view === 'day') return [date];
  const monday = day - ((weekdayOfDay(day) + 6) % 7);
  return Array.from({ length: 7 }, (_, i) => isoOfDay(monday + i));
}

export const shiftDate = (date: string, days: number): string => isoOfDay((dayNumber(date) ?? 0) + days);

const validDate = (value: string | null): value is string => value !== null && dayNumber(value) !== undefined;

export function calendarAddressOf(search: string, today: string): CalendarAddress {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  return { date: validDate(date) ? date : today, view: params.get('view') === 'week' ? 'week' : 'day' };
}

export const calendarUrl = ({ date, view }: CalendarAddress): string => `${REGISTER_LIST}?date=${date}&view=${view}`;

/** A booking form may start from a chosen slot of the calendar. */
export interface SlotAddress {
  readonly roomId?: string;
  readonly date?: string;
  readonly start?: string;
}

export function slotAddressOf(search: string): SlotAddress {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  const start = params.get('start');
  const roomId = params.get('roomId');
  return {
    ...(roomId === null || roomId === '' ? {} : { roomId }),
    ...(validDate(date) ? { date } : {}),
    ...(start !== null && /^\d{2}:\d{2}$/.test(start) ? { start } : {}),
  };
}

export const bookingFormUrl = (slot: Required<SlotAddress>): string =>
  `${REGISTER_FORM}?${new URLSearchParams({ roomId: slot.roomId, date: slot.date, start: slot.start }).toString()}`;

export type ApplicationListAddress = RoleListAddress<MeetingRole>;

/** 会议申请列表's role, page and size; every meeting of mine unless the address says otherwise. */
export const applicationAddressOf = (search: string): ApplicationListAddress => roleListOf(search, MEETING_ROLES, 'all');

export const applicationListUrl = (address: RoleListLink<MeetingRole>): string => roleListUrl(APPLICATION_LIST, 'all', address);
