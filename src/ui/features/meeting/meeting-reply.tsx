import { useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import RadioWithGroup from '@douyinfe/semi-ui-19/lib/es/radio';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { MeetingDetailStore } from '../../../app/meeting/meeting-detail.store';
import { MINUTES_MAX, REASON_MAX, type MeetingDetail, type ReplyAnswer } from '../../../domain/meeting/meeting-types';
import { minutesFilesKey } from '../../../domain/meeting/meeting-files';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { shownTime } from './meeting-format';
import { meetingTexts } from './meeting-texts';

const t = meetingTexts.detail;
const RadioGroup = RadioWithGroup.Group;

/** The caller's own 参加/请假 (请假 asks for a reason) and 签到 in its window. */
export function MyReply({ detail }: { readonly detail: MeetingDetail }): ReactNode {
  const store = useService(MeetingDetailStore);
  const { busy } = useStore(store);
  const mine = detail.myReply;
  const [answer, setAnswer] = useState<ReplyAnswer>(mine?.answer ?? 'attend');
  const [reason, setReason] = useState(mine?.reason ?? '');
  const [missing, setMissing] = useState(false);
  if (mine === undefined || (!detail.abilities.reply && !detail.abilities.signIn && mine.signedInAt === undefined)) return null;
  const send = async (): Promise<void> => {
    if (answer === 'leave' && reason.trim() === '') {
      setMissing(true);
      return;
    }
    if (await store.reply(answer, answer === 'leave' ? reason.trim() : '')) Toast.success(t.replied);
  };
  return (
    <section className="meeting__panel" aria-labelledby="meeting-my-reply">
      <h2 id="meeting-my-reply" className="meeting__subheading">
        {t.myReply}
        {mine.answer === undefined ? null : `：${mine.answerLabel}`}
      </h2>
      {detail.abilities.reply ? (
        <div className="meeting__field">
          <RadioGroup aria-label={t.myReply} value={answer} onChange={(event) => setAnswer(event.target.value === 'leave' ? 'leave' : 'attend')}>
            <RadioWithGroup value="attend">{t.attend}</RadioWithGroup>
            <RadioWithGroup value="leave">{t.leave}</RadioWithGroup>
          </RadioGroup>
          {answer === 'leave' ? (
            <>
              <label className="meeting__label" htmlFor="meeting-leave-reason">
                {t.leaveReason}
              </label>
              <TextArea id="meeting-leave-reason" aria-label={t.leaveReason} value={reason} maxCount={REASON_MAX} aria-invalid={missing} onChange={(value) => (setReason(value), setMissing(false))} />
              {missing ? (
                <span role="alert" className="meeting__problem">
                  {t.reasonRequired}
                </span>
              ) : null}
            </>
          ) : null}
          <div className="meeting__actions">
            <Button type="primary" theme="solid" loading={busy} onClick={() => void send()}>
              {t.sendReply}
            </Button>
          </div>
        </div>
      ) : null}
      {mine.signedInAt !== undefined ? (
        <p className="meeting__hint">{t.signedIn(shownTime(mine.signedInAt))}</p>
      ) : detail.abilities.signIn ? (
        <div className="meeting__actions">
          <Button type="primary" loading={busy} onClick={() => void store.signIn().then((ok) => ok && Toast.success(t.signInDone))}>
            {t.signIn}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** 会议纪要 with its attachments; the organiser writes it after the meeting, at the version read. */
export function MinutesSection({ detail }: { readonly detail: MeetingDetail }): ReactNode {
  const store = useService(MeetingDetailStore);
  const { busy } = useStore(store);
  const [text, setText] = useState(detail.minutes?.text ?? '');
  const editable = detail.abilities.writeMinutes;
  if (!editable && detail.minutes === undefined) return null;
  const filesKey = detail.minutes?.filesKey ?? minutesFilesKey(detail.id);
  return (
    <section className="meeting__panel" aria-labelledby="meeting-minutes">
      <h2 id="meeting-minutes" className="meeting__subheading">
        {t.minutes}
      </h2>
      {editable ? (
        <>
          <TextArea aria-label={t.minutesText} value={text} maxCount={MINUTES_MAX} autosize={{ minRows: 4, maxRows: 12 }} onChange={setText} />
          <div className="meeting__actions">
            <Button type="primary" theme="solid" loading={busy} onClick={() => void store.saveMinutes(text).then((ok) => ok && Toast.success(t.minutesSaved))}>
              {t.saveMinutes}
            </Button>
          </div>
        </>
      ) : (
        <p className="meeting__pre">{detail.minutes?.text || t.noMinutes}</p>
      )}
      {detail.minutes === undefined ? null : (
        <>
          <h3 className="meeting__label">{t.minutesFiles}</h3>
          <FilesPanel filesKey={filesKey} readOnly={!editable} />
        </>
      )}
    </section>
  );
}
