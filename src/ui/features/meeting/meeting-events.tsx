import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SessionStore } from '../../../app/session/session.store';
import { useService } from '../../di/container-context';

/**
 * A meeting event reaches this session (an invitation to answer, an application to approve, a
 * decision, a reply): a notification with 查看 shows. Its code is fetched with the first event, so
 * every signed-in page does not carry it; the badges are recounted by the session store itself.
 */
export function MeetingEvents(): ReactNode {
  const session = useService(SessionStore);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = session.meetingEvents$.subscribe((event) => {
      void import('./meeting-event-notification').then(({ showMeetingEvent }) => showMeetingEvent(event, navigate));
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  return null;
}
