import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Views of the fixed SPEC routes that exist so far, by route name (spec-routes.ts). A route
 * without one shows the 功能建设中 page; each feature issue adds its pages here.
 */
export const specViews: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  Profile: lazy(() => import('../features/profile/profile-page')),
  Collect: lazy(() => import('../features/collect/collect-page')),
  Search: lazy(() => import('../features/search/search-page')),
  NoticeDetails: lazy(() => import('../features/notice/notice-details-page')),
  Guide: lazy(() => import('../features/guide/guide-page')),
  DemoUpload: lazy(() => import('../kit/files/files-demo-page')),
  AffairDetails: lazy(() => import('../features/affair-details/affair-details-page')),
  SuperviseDetails: lazy(() => import('../features/supervise/supervise-details-page')),
  InitiateDetails: lazy(() => import('../features/filing-details/filing-details-page')),
  ToBeReportedDetails: lazy(() => import('../features/filing-details/filing-details-page')),
  RollBackDetails: lazy(() => import('../features/filing-details/filing-details-page')),
  ReportedDetails: lazy(() => import('../features/filing-details/filing-details-page')),
  QueryDetails: lazy(() => import('../features/filing-details/filing-details-page')),
  ToBeReviewedDetail: lazy(() => import('../features/filing-details/filing-details-page')),
  SpecialDetails: lazy(() => import('../features/filing-details/filing-details-page')),
};
