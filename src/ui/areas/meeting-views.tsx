import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 会议, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  MeetingRegisterList: featureView(['meetings'], () => import('../features/meeting/register-list-page')),
  MeetingRegisterForm: featureView(['meetings'], () => import('../features/meeting/register-form-page')),
  MeetingApplicationList: featureView(['meetings'], () => import('../features/meeting/application-list-page')),
  MeetingApplicationForm: featureView(['meetings', 'files'], () => import('../features/meeting/application-form-page')),
  MeetingDetail: featureView(['meetings', 'files'], () => import('../features/meeting/meeting-detail-page')),
};
