import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 办公 (我的办公 and the 个人秘书's 附件预览), loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  MyOffice: featureView(['office', 'documents', 'meetings', 'messages', 'cases'], () => import('../features/office/my-office-page')),
  MessagePdfRead: featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.MessagePdfPage }))),
};
