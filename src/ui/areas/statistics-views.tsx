import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 统计分析, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'analysis/collective/index': featureView(['landStats'], () => import('../features/statistics/land/collective-page')),
  'special/farmland/index': featureView(['landStats'], () => import('../features/statistics/land/farmland-page')),
  'special/buildHouse/index': featureView(['reportForms'], () => import('../features/statistics/sform/report-form-page').then((m) => ({ default: m.BuildHousePage }))),
  'special/guihuaxuke/index': featureView(['reportForms'], () => import('../features/statistics/sform/report-form-page').then((m) => ({ default: m.RuralPermitPage }))),
  'analysis/project/index': featureView(['projectStats', 'filing'], () => import('../features/statistics/project/project-stats-page')),
  'analysis/timeout/index': featureView(['projectStats', 'filing'], () => import('../features/statistics/timeout/timeout-stats-page')),
  'analysis/district/index': featureView(['districtStats'], () => import('../features/statistics/district/district-page')),
};
