import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 工作台、个人中心、收藏、搜索和操作指南, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  index: featureView(['dashboard', 'notices'], () => import('../features/home/index-page')),
  Profile: featureView(['profile'], () => import('../features/profile/profile-page')),
  Collect: featureView(['collect'], () => import('../features/collect/collect-page')),
  Search: featureView(['search', 'notices'], () => import('../features/search/search-page')),
  Guide: featureView([], () => import('../features/guide/guide-page')),
};
