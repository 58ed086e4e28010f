import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MeetingCalendarStore } from '../../../app/meeting/meeting-calendar.store';
import { MeetingDetailStore } from '../../../app/meeting/meeting-detail.store';
import { MeetingFormStore } from '../../../app/meeting/meeting-form.store';
import { chinaToday } from '../../../domain/filing/calendar-date';
import { overlaps } from '../../../domain/meeting/meeting-slots';
import { AGENDA_MAX, SUBJECT_MAX, type MeetingDetail } from '../../../domain/meeting/meeting-types';
import type { TreeOption } from '../../../ports/api/user.dto';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { ReloadBanner } from '../../kit/reload-banner';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { AttendeeSelect } from './attendee-select';
import { APPLICATION_LIST, meetingUrl } from './meeting-address';
import { meetingTexts } from './meeting-texts';
import { endAfter, Problem, SlotFields, type SlotDraft } from './slot-fields';
import './meeting.css';

const t = meetingTexts.application;
const f = meetingTexts.fields;

interface Draft extends SlotDraft {
  readonly subject: string;
  readonly hostId: string;
  readonly attendeeIds: readonly string[];
  readonly agenda: string;
}

const draftOf = (detail: MeetingDetail): Draft => ({
  roomId: detail.roomId,
  date: detail.date,
  start: detail.start,
  end: detail.end,
  subject: detail.subject,
  hostId: detail.hostId,
  attendeeIds: detail.attendees.map((a) => a.id),
  agenda: detail.agenda,
});

function ApplicationForm({ detail, today }: { readonly detail: MeetingDetail | undefined; readonly today: string }): ReactNode {
  const navigate = useNavigate();
  const calendar = useService(MeetingCalendarStore);
  const { rooms, entries, error: calendarError } = useStore(calendar);
  const form = useService(MeetingFormStore);
  const { saving, saveError, conflict, problems } = useStore(form);
  const [people, setPeople] = useState<readonly TreeOption[]>([]);
  const [draft, setDraft] = useState<Draft>(() => (detail === undefined ? { roomId: '', date: today, start: '09:00', end: endAfter('09:00'), subject: '', hostId: '', attendeeIds: [], agenda: '' } : draftOf(detail)));
  useEffect(() => {
    form.reset();
    void form.people().then(setPeople, () => setPeople([]));
  }, [form]);
  useEffect(() => {
    if (draft.date !== '') void calendar.load({ startDate: draft.date, endDate: draft.date });
  }, [calendar, draft.date]);

  const free = useMemo(
    () => (rooms ?? []).filter((room) => !(entries ?? []).some((e) => e.state !== 'released' && e.bookingId !== detail?.bookingId && overlaps(e, { ...draft, roomId: room.id }))),
    [rooms, entries, draft, detail],
  );
  const change = (next: Partial<Draft>): void => setDraft({ ...draft, ...next });

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const saved = await form.apply({ ...draft, subject: draft.subject.trim(), ...(detail === undefined ? { version: 0 } : { id: detail.id, version: detail.version }) });
    if (saved === undefined) {
      Toast.warning(t.fixFields);
      return;
    }
    Toast.success(t.submitted);
    void navigate(meetingUrl(saved.id));
  };

  return (
    <div className="meeting">
      <div className="meeting__head">
        <h1 className="meeting__heading">{detail === undefined ? t.formHeading : t.editHeading}</h1>
        <Button onClick={() => void navigate(APPLICATION_LIST)}>{meetingTexts.detail.backToList}</Button>
      </div>
      {calendarError === undefined ? null : <ReloadBanner message={calendarError} onReload={() => void calendar.reload()} />}
      {saveError === undefined ? null : <Banner type="danger" closeIcon={null} title={conflict ? meetingTexts.register.takenTitle : undefined} description={saveError} />}
      <form className="meeting__form meeting__panel" onSubmit={(event) => void submit(event)} noValidate>
        <label className="meeting__field">
          <span className="meeting__label">{f.subject}</span>
          <Input aria-label={f.subject} value={draft.subject} maxLength={SUBJECT_MAX} aria-invalid={problems.subject !== undefined} onChange={(subject) => change({ subject })} />
          <Problem id="meeting-subject-problem" text={problems.subject} />
        </label>
        <div className="meeting__field">
          <span className="meeting__label">{f.hostId}</span>
          <TreeSelector aria-label={f.hostId} options={people} {...(draft.hostId === '' ? {} : { value: draft.hostId })} placeholder={t.hostPlaceholder} invalid={problems.hostId !== undefined} onChange={(option) => change({ hostId: option.id })} />
          <Problem id="meeting-host-problem" text={problems.hostId} />
        </div>
        <SlotFields draft={draft} rooms={free} problems={problems} onChange={change} roomHint={free.length === 0 && rooms !== undefined ? t.noFreeRoom : t.freeRoomsHint} />
        <div className="meeting__field">
          <span className="meeting__label">{f.attendeeIds}</span>
          <AttendeeSelect options={people} value={draft.attendeeIds} label={f.attendeeIds} placeholder={t.attendeesPlaceholder} searchPlaceholder={t.searchPeople} invalid={problems.attendeeIds !== undefined} onChange={(attendeeIds) => change({ attendeeIds })} />
          <Problem id="meeting-attendees-problem" text={problems.attendeeIds} />
        </div>
        <label className="meeting__field">
          <span className="meeting__label">{f.agenda}</span>
          <TextArea aria-label={f.agenda} value={draft.agenda} maxCount={AGENDA_MAX} autosize={{ minRows: 3, maxRows: 8 }} aria-invalid={problems.agenda !== undefined} onChange={(agenda) => change({ agenda })} />
          <Problem id="meeting-agenda-problem" text={problems.agenda} />
        </label>
        <div className="meeting__field">
          <span className="meeting__label">{t.materials}</span>
          {detail === undefined ? <span className="meeting__hint">{t.materialsAfterSave}</span> : <FilesPanel filesKey={detail.filesKey} />}
        </div>
        <div className="meeting__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={saving}>
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** 会议申请 (/meeting/manager/application/form, ?id= edits a 待审批 one of mine). */
export default function ApplicationFormPage(): ReactNode {
  const { search } = useLocation();
  const clock = useClock();
  const today = chinaToday(clock.now()) ?? '';
  const id = new URLSearchParams(search).get('id') ?? undefined;
  const store = useService(MeetingDetailStore);
  const { detail, loading, loadError, refused } = useStore(store);
  useEffect(() => {
    if (id !== undefined) void store.open(id);
  }, [store, id]);
  if (id === undefined) return <ApplicationForm key="new" detail={undefined} today={today} />;
  if (refused !== undefined) return <Banner type="danger" closeIcon={null} title={meetingTexts.detail.refusedTitle} description={refused} />;
  if (loadError !== undefined) return <ReloadBanner message={loadError} onReload={() => void store.open(id)} />;
  if (loading || detail?.id !== id) return <p role="status">{meetingTexts.loading}</p>;
  return <ApplicationForm key={`${detail.id}-${detail.version}`} detail={detail} today={today} />;
}
