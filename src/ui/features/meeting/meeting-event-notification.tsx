import type { NavigateFunction } from 'react-router-dom';
import type { MeetingEvent } from '../../../app/session/session.store';
import { showActionNotification } from '../../kit/action-notification';
import { meetingUrl } from './meeting-address';
import { meetingEventTexts as t } from './meeting-event-texts';

/** The notification of one meeting event, with 查看 opening the meeting. */
export function showMeetingEvent(event: MeetingEvent, navigate: NavigateFunction): void {
  showActionNotification({
    id: `meeting-${event.meetingId}`,
    title: t.title,
    line: t.line(event.subject, event.text),
    viewLabel: t.view,
    onView: () => void navigate(meetingUrl(event.meetingId)),
  });
}
