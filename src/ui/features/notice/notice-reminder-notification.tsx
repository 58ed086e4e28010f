import type { NavigateFunction } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import { noticeAppMessages } from '../../../app/notice/notice-app-messages';
import type { NoticeReminder } from '../../../app/session/session.store';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { noticeTexts as t } from './notice-texts';

/** Shown until the user closes or follows it: a reminder is a request to act, not a passing status. */
const REMINDER_SECONDS = 0;

/** The notification of one reminder, with 查看 opening the notice. */
export function showNoticeReminder(reminder: NoticeReminder, navigate: NavigateFunction): void {
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
}
