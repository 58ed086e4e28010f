import type { ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { formatDate } from '../../../domain/format/date';
import { minuteOf } from '../../../domain/meeting/meeting-slots';
import { OFFICE_CLOSES, OFFICE_OPENS, SLOT_MINUTES, type MeetingProblems, type MeetingRoom } from '../../../domain/meeting/meeting-types';
import { meetingTexts } from './meeting-texts';

const f = meetingTexts.fields;
const OPENS = minuteOf(OFFICE_OPENS) ?? 480;
const CLOSES = minuteOf(OFFICE_CLOSES) ?? 1080;
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const TIMES = Array.from({ length: (CLOSES - OPENS) / SLOT_MINUTES + 1 }, (_, i) => hhmm(OPENS + i * SLOT_MINUTES));
const START_OPTIONS = TIMES.slice(0, -1).map((time) => ({ value: time, label: time }));
const END_OPTIONS = TIMES.slice(1).map((time) => ({ value: time, label: time }));

/** An hour after the start, within office hours. */
export const endAfter = (start: string): string => hhmm(Math.min((minuteOf(start) ?? OPENS) + 60, CLOSES));

export interface SlotDraft {
  readonly roomId: string;
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

export function Problem({ id, text }: { readonly id: string; readonly text: string | undefined }): ReactNode {
  return text === undefined ? null : (
    <span id={id} role="alert" className="meeting__problem">
      {text}
    </span>
  );
}

/** Date, start and end on quarter hours of office hours, then the room. */
export function SlotFields({ draft, rooms, problems, onChange, roomHint }: { readonly draft: SlotDraft; readonly rooms: readonly MeetingRoom[]; readonly problems: MeetingProblems; readonly onChange: (next: Partial<SlotDraft>) => void; readonly roomHint?: string }): ReactNode {
  return (
    <>
      <div className="meeting__row">
        <label className="meeting__field">
          <span className="meeting__label">{f.date}</span>
          <DatePicker aria-label={f.date} value={draft.date === '' ? undefined : draft.date} aria-invalid={problems.date !== undefined} onChange={(value) => onChange({ date: value instanceof Date ? formatDate(value.getTime()) : '' })} />
          <Problem id="meeting-date-problem" text={problems.date} />
        </label>
        <label className="meeting__field">
          <span className="meeting__label">{f.start}</span>
          <Select aria-label={f.start} value={draft.start} optionList={START_OPTIONS} filter onChange={(value) => typeof value === 'string' && onChange({ start: value, ...(draft.end <= value ? { end: endAfter(value) } : {}) })} />
          <Problem id="meeting-start-problem" text={problems.start} />
        </label>
        <label className="meeting__field">
          <span className="meeting__label">{f.end}</span>
          <Select aria-label={f.end} value={draft.end} optionList={END_OPTIONS} filter onChange={(value) => typeof value === 'string' && onChange({ end: value })} />
          <Problem id="meeting-end-problem" text={problems.end} />
        </label>
      </div>
      <label className="meeting__field">
        <span className="meeting__label">{f.roomId}</span>
        <Select
          aria-label={f.roomId}
          value={draft.roomId === '' ? undefined : draft.roomId}
          placeholder={meetingTexts.application.roomPlaceholder}
          optionList={rooms.map((room) => ({ value: room.id, label: `${room.name}（${room.place}，${room.capacity}人${room.equipment.length === 0 ? '' : `，${room.equipment.join('、')}`}）` }))}
          onChange={(value) => typeof value === 'string' && onChange({ roomId: value })}
        />
        {roomHint === undefined ? null : <span className="meeting__hint">{roomHint}</span>}
        <Problem id="meeting-room-problem" text={problems.roomId} />
      </label>
    </>
  );
}
