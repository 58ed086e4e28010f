import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MeetingCalendarStore } from '../../../app/meeting/meeting-calendar.store';
import { MeetingFormStore } from '../../../app/meeting/meeting-form.store';
import { chinaToday } from '../../../domain/filing/calendar-date';
import { SUBJECT_MAX } from '../../../domain/meeting/meeting-types';
import { useService } from '../../di/container-context';
import { useClock } from '../../hooks/use-clock';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { calendarUrl, slotAddressOf } from './meeting-address';
import { meetingTexts } from './meeting-texts';
import { endAfter, Problem, SlotFields, type SlotDraft } from './slot-fields';
import './meeting.css';

const t = meetingTexts.register;
const f = meetingTexts.fields;

/** 会议室登记 form (/meeting/manager/register/form?roomId&date&start): books a slot at once. */
export default function RegisterFormPage(): ReactNode {
  const { search } = useLocation();
  const clock = useClock();
  const navigate = useNavigate();
  const calendar = useService(MeetingCalendarStore);
  const { rooms, error: roomsError } = useStore(calendar);
  const form = useService(MeetingFormStore);
  const { saving, saveError, conflict, problems } = useStore(form);
  const [draft, setDraft] = useState<SlotDraft & { readonly subject: string }>(() => {
    const slot = slotAddressOf(search);
    const start = slot.start ?? '09:00';
    return { roomId: slot.roomId ?? '', date: slot.date ?? chinaToday(clock.now()) ?? '', start, end: endAfter(start), subject: '' };
  });
  // The rooms are read once, for the day the form opened on.
  const [opened] = useState(draft.date);
  useEffect(() => {
    form.reset();
    if (opened !== '') void calendar.load({ startDate: opened, endDate: opened });
  }, [form, calendar, opened]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const saved = await form.book({ ...draft, subject: draft.subject.trim() });
    if (saved === undefined) return;
    Toast.success(t.booked);
    void navigate(calendarUrl({ date: saved.date, view: 'day' }));
  };

  return (
    <div className="meeting">
      <div className="meeting__head">
        <h1 className="meeting__heading">{t.formHeading}</h1>
        <Button onClick={() => void navigate(calendarUrl({ date: draft.date, view: 'day' }))}>{t.backToCalendar}</Button>
      </div>
      {roomsError === undefined ? null : <ReloadBanner message={roomsError} onReload={() => void calendar.reload()} />}
      {saveError === undefined ? null : <Banner type="danger" closeIcon={null} title={conflict ? t.takenTitle : undefined} description={saveError} />}
      <form className="meeting__form meeting__panel" onSubmit={(event) => void submit(event)} noValidate>
        <SlotFields draft={draft} rooms={rooms ?? []} problems={problems} onChange={(next) => setDraft({ ...draft, ...next })} />
        <label className="meeting__field">
          <span className="meeting__label">{f.subject}</span>
          <Input aria-label={f.subject} value={draft.subject} maxLength={SUBJECT_MAX} aria-invalid={problems.subject !== undefined} onChange={(subject) => setDraft({ ...draft, subject })} />
          <Problem id="meeting-subject-problem" text={problems.subject} />
        </label>
        <div className="meeting__actions">
          <Button htmlType="submit" type="primary" theme="solid" loading={saving}>
            {t.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}
