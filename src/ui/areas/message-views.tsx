import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 秘书消息, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'secretary/inbox/index': featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.InboxPage }))),
  'secretary/sent/index': featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.SentPage }))),
  EditMessage: featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.MessageComposePage }))),
  MessageDetail: featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.MessageDetailPage }))),
};
