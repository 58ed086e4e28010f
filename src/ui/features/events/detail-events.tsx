import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SessionStore } from '../../../app/session/session.store';
import { useService } from '../../di/container-context';

/**
 * An op, tz or archive event reaches this session (a case handed on, a loan's step, an opinion on
 * a ledger): a notification with 查看 shows. Its code is fetched with the first event, so every
 * signed-in page does not carry it.
 */
export function DetailEvents(): ReactNode {
  const session = useService(SessionStore);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = session.detailEvents$.subscribe((event) => {
      void import('./detail-event-notification').then(({ showDetailEvent }) => showDetailEvent(event, navigate));
    });
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  return null;
}
