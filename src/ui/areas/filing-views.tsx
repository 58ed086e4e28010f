import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 用地备案, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'recordReport/toBeReported/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ToBeReportedPage }))),
  'recordReport/reported/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ReportedPage }))),
  'recordReport/query/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.QueryPage }))),
  'recordReport/rollBack/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.RollBackPage }))),
  InitiateDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ToBeReportedDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  RollBackDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ReportedDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  QueryDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ToBeReviewedDetail: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  SpecialDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
};
