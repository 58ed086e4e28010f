import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { MenuCountsStore } from '../../../app/menu/menu-counts.store';
import { SessionStore } from '../../../app/session/session.store';
import { useService } from '../../di/container-context';

/**
 * A writer's 提醒未读 reaches this session: the 通知公告 badge is counted again and a notification
 * with 查看 shows. The notification's code (Semi Notification, the notice texts) is fetched with the
 * first reminder, so every signed-in page does not carry it.
 */
export function NoticeReminders(): ReactNode {
  const session = useService(SessionStore);
  const counts = useService(MenuCountsStore);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = session.noticeReminders$.subscribe((reminder) => {
      void counts.load();
      void import('./notice-reminder-notification').then(({ showNoticeReminder }) => showNoticeReminder(reminder, navigate));
    });
    return () => subscription.unsubscribe();
  }, [session, counts, navigate]);

  return null;
}
