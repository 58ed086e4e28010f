import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import { noticeAppMessages } from '../../../app/notice/notice-app-messages';
import { MenuCountsStore } from '../../../app/menu/menu-counts.store';
import { SessionStore } from '../../../app/session/session.store';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { useService } from '../../di/container-context';
import { noticeTexts as t } from './notice-texts';

/** Shown until the user closes or follows it: a reminder is a request to act, not a passing status. */
const REMINDER_SECONDS = 0;

/** A writer's 提醒未读 reaches this session: a notification with 查看, and the 通知公告 badge is counted again. */
export function NoticeReminders(): ReactNode {
  const session = useService(SessionStore);
  const counts = useService(MenuCountsStore);
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = session.noticeReminders$.subscribe((reminder) => {
      const id = `notice-remind-${reminder.noticeId}`;
      Notification.info({
        id,
        title: t.reminder,
        duration: REMINDER_SECONDS,
        content: (
          <div>
            <p>{noticeAppMessages.reminder(reminder.publisherUnit, reminder.title)}</p>
            <Button
              size="small"
              theme="solid"
              onClick={() => {
                Notification.close(id);
                void navigate(noticeDetailsPath(reminder.noticeId));
              }}
            >
              {t.view}
            </Button>
          </div>
        ),
      });
      void counts.load();
    });
    return () => subscription.unsubscribe();
  }, [session, counts, navigate]);

  return null;
}
