import type { ReactNode } from 'react';
import { SemiLocale } from '../../kit/semi-locale';
import { DetailEvents } from '../events/detail-events';
import { MeetingEvents } from '../meeting/meeting-events';
import { NoticeReminders } from '../notice/notice-reminders';
import { RemoteLoginDialog } from './remote-login-dialog';
import { VersionDialog } from './version-dialog';

/** Dialogs any signed-in page may raise; loaded only after sign-in to keep the login route light. */
export default function SessionDialogs(): ReactNode {
  return (
    <SemiLocale>
      <VersionDialog />
      <RemoteLoginDialog />
      <NoticeReminders />
      <MeetingEvents />
      <DetailEvents />
    </SemiLocale>
  );
}
