import type { NavigateFunction } from 'react-router-dom';
import { noticeAppMessages } from '../../../app/notice/notice-app-messages';
import type { NoticeReminder } from '../../../app/session/session.store';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { showActionNotification } from '../../kit/action-notification';
import { noticeTexts as t } from './notice-texts';

/** The notification of one reminder, with 查看 opening the notice. */
export function showNoticeReminder(reminder: NoticeReminder, navigate: NavigateFunction): void {
  showActionNotification({
    id: `notice-remind-${reminder.noticeId}`,
    title: t.reminder,
    line: noticeAppMessages.reminder(reminder.publisherUnit, reminder.title),
    viewLabel: t.view,
    onView: () => void navigate(noticeDetailsPath(reminder.noticeId)),
  });
}
