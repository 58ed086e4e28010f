import type { NavigateFunction } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import type { MeetingEvent } from '../../../app/session/session.store';
import { meetingUrl } from './meeting-address';
import { meetingEventTexts as t } from './meeting-event-texts';

/** Shown until the user closes or follows it: most meeting events ask for an answer or a decision. */
const EVENT_SECONDS = 0;

/** The notification of one meeting event, with 查看 opening the meeting. */
export function showMeetingEvent(event: MeetingEvent, navigate: NavigateFunction): void {
  const id = `meeting-${event.meetingId}`;
  Notification.info({
    id,
    title: t.title,
    duration: EVENT_SECONDS,
    content: (
      <div>
        <p>{t.line(event.subject, event.text)}</p>
        <Button
          size="small"
          theme="solid"
          onClick={() => {
            Notification.close(id);
            void navigate(meetingUrl(event.meetingId));
          }}
        >
          {t.view}
        </Button>
      </div>
    ),
  });
}
