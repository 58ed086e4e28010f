import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 通知公告, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'notice/list/index': featureView(['notices'], () => import('../features/notice/notice-list-page')),
  'notice/manage/index': featureView(['notices'], () => import('../features/notice/notice-manage-page')),
  NoticeDetails: featureView(['notices', 'files'], () => import('../features/notice/notice-details-page')),
  NoticeEdit: featureView(['notices', 'filing', 'files'], () => import('../features/notice/notice-editor-page')),
};
