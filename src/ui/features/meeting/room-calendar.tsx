import { useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { minuteOf } from '../../../domain/meeting/meeting-slots';
import { OFFICE_CLOSES, OFFICE_OPENS, SLOT_MINUTES, type CalendarEntry, type MeetingRoom } from '../../../domain/meeting/meeting-types';
import { meetingUrl } from './meeting-address';
import { meetingTexts } from './meeting-texts';

const t = meetingTexts.calendar;
const OPENS = minuteOf(OFFICE_OPENS) ?? 480;
const SLOTS = ((minuteOf(OFFICE_CLOSES) ?? 1080) - OPENS) / SLOT_MINUTES;
const timeOf = (slot: number): string => {
  const minutes = OPENS + slot * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const slotOf = (time: string): number => Math.round(((minuteOf(time) ?? OPENS) - OPENS) / SLOT_MINUTES);

/** A run of one room's day: a free quarter hour or one booking's block. */
type Segment = { readonly kind: 'free'; readonly slot: number } | { readonly kind: 'busy'; readonly slot: number; readonly span: number; readonly entry: CalendarEntry };

function segmentsOf(entries: readonly CalendarEntry[]): Segment[] {
  const sorted = [...entries].sort((a, b) => a.start.localeCompare(b.start));
  const segments: Segment[] = [];
  let slot = 0;
  for (const entry of sorted) {
    const from = Math.max(slotOf(entry.start), slot);
    const to = Math.min(slotOf(entry.end), SLOTS);
    for (; slot < from; slot += 1) segments.push({ kind: 'free', slot });
    if (to > from) segments.push({ kind: 'busy', slot: from, span: to - from, entry });
    slot = Math.max(slot, to);
  }
  for (; slot < SLOTS; slot += 1) segments.push({ kind: 'free', slot });
  return segments;
}

const HOURS = Array.from({ length: SLOTS / 4 }, (_, i) => timeOf(i * 4));

interface Props {
  readonly date: string;
  readonly rooms: readonly MeetingRoom[];
  readonly entries: readonly CalendarEntry[];
  /** A free quarter hour chosen to start a booking. */
  readonly onChoose: (roomId: string, date: string, start: string) => void;
}

/**
 * One day of every room: rooms as rows, quarter hours of office hours as columns, bookings as
 * blocks. A grid with one tab stop: the arrow keys move, Enter on a free quarter hour starts a
 * booking there, Enter on a block opens the meeting when the viewer takes part in it.
 */
export function RoomDayCalendar({ date, rooms, entries, onChoose }: Props): ReactNode {
  const rows = useMemo(() => rooms.map((room) => ({ room, segments: segmentsOf(entries.filter((e) => e.roomId === room.id && e.date === date)) })), [rooms, entries, date]);
  const [focus, setFocus] = useState({ row: 0, slot: 0 });
  const grid = useRef<HTMLTableElement>(null);

  const indexAt = (row: number, slot: number): number => {
    const segments = rows[row]?.segments ?? [];
    const found = segments.findIndex((s) => s.slot <= slot && slot < s.slot + (s.kind === 'busy' ? s.span : 1));
    return found < 0 ? 0 : found;
  };
  const move = (row: number, slot: number): void => {
    const next = { row: Math.max(0, Math.min(rows.length - 1, row)), slot: Math.max(0, Math.min(SLOTS - 1, slot)) };
    setFocus(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${next.row}-${rows[next.row]?.segments[indexAt(next.row, next.slot)]?.slot ?? 0}"]`)?.focus();
  };
  const onKey = (event: KeyboardEvent, row: number, segment: Segment): void => {
    const span = segment.kind === 'busy' ? segment.span : 1;
    const moves: Record<string, () => void> = {
      ArrowRight: () => move(row, segment.slot + span),
      ArrowLeft: () => move(row, segment.slot - 1),
      ArrowDown: () => move(row + 1, segment.slot),
      ArrowUp: () => move(row - 1, segment.slot),
      Home: () => move(row, 0),
      End: () => move(row, SLOTS - 1),
    };
    const action = moves[event.key];
    if (action === undefined) return;
    event.preventDefault();
    action();
  };
  const focusedIndex = indexAt(focus.row, focus.slot);

  return (
    <div className="meeting-calendar">
      <p className="meeting-calendar__hint">{t.hint}</p>
      <table ref={grid} role="grid" aria-label={t.label(date)} className="meeting-calendar__grid">
        <colgroup>
          <col className="meeting-calendar__room-col" />
          {Array.from({ length: SLOTS }, (_, slot) => (
            <col key={slot} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="meeting-calendar__room-head">
              {meetingTexts.register.columns.room}
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" colSpan={4} className="meeting-calendar__hour">
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ room, segments }, row) => (
            <tr key={room.id}>
              <th scope="row" className="meeting-calendar__room">
                <span className="meeting-calendar__room-name">{room.name}</span>
                <span className="meeting-calendar__room-meta">
                  {room.place} · {room.capacity}人
                </span>
              </th>
              {segments.map((segment, index) => {
                const tabIndex = row === focus.row && index === focusedIndex ? 0 : -1;
                const common = { 'data-cell': `${row}-${segment.slot}`, tabIndex, onFocus: () => setFocus({ row, slot: segment.slot }) };
                if (segment.kind === 'free') {
                  const start = timeOf(segment.slot);
                  return (
                    <td
                      key={segment.slot}
                      {...common}
                      role="gridcell"
                      aria-label={t.free(room.name, date, start)}
                      className={`meeting-calendar__free${segment.slot % 4 === 0 ? ' meeting-calendar__free--hour' : ''}`}
                      onClick={() => onChoose(room.id, date, start)}
                      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ' ? (event.preventDefault(), onChoose(room.id, date, start)) : onKey(event, row, segment))}
                    />
                  );
                }
                const { entry } = segment;
                const time = `${entry.start}-${entry.end}`;
                return (
                  <td key={segment.slot} {...common} role="gridcell" colSpan={segment.span} aria-label={t.busy(entry.label, time, room.name, date, entry.stateLabel)} className={`meeting-calendar__busy meeting-calendar__busy--${entry.state}`} onKeyDown={(event) => onKey(event, row, segment)}>
                    {entry.visible && entry.meetingId !== undefined ? (
                      <Link to={meetingUrl(entry.meetingId)} tabIndex={-1} className="meeting-calendar__link">
                        {entry.label}
                      </Link>
                    ) : (
                      <span>{entry.label}</span>
                    )}{' '}
                    <span className="meeting-calendar__time">{time}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A week of every room: rooms as rows, days as columns, each day's bookings listed in its cell. */
export function RoomWeekCalendar({ days, rooms, entries, onDay }: { readonly days: readonly string[]; readonly rooms: readonly MeetingRoom[]; readonly entries: readonly CalendarEntry[]; readonly onDay: (date: string) => void }): ReactNode {
  return (
    <table className="meeting-week" aria-label={t.label(`${days[0] ?? ''} ~ ${days[days.length - 1] ?? ''}`)}>
      <thead>
        <tr>
          <th scope="col">{meetingTexts.register.columns.room}</th>
          {days.map((day) => (
            <th key={day} scope="col">
              <button type="button" className="meeting-week__day" onClick={() => onDay(day)}>
                {day.slice(5)}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rooms.map((room) => (
          <tr key={room.id}>
            <th scope="row">{room.name}</th>
            {days.map((day) => (
              <td key={day}>
                <ul className="meeting-week__list">
                  {entries
                    .filter((e) => e.roomId === room.id && e.date === day)
                    .sort((a, b) => a.start.localeCompare(b.start))
                    .map((e) => (
                      <li key={e.bookingId} className={`meeting-week__entry meeting-calendar__busy--${e.state}`}>
                        {e.start}-{e.end} {e.visible && e.meetingId !== undefined ? <Link to={meetingUrl(e.meetingId)}>{e.label}</Link> : e.label}
                      </li>
                    ))}
                </ul>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
