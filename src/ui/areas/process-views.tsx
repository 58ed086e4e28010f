import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 事务和督办, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'process/box/todo/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.TodoBoxPage }))),
  'process/box/done/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.DoneBoxPage }))),
  'process/box/finish/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.FinishBoxPage }))),
  'process/box/query/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.QueryBoxPage }))),
  'process/box/invalid/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.InvalidBoxPage }))),
  'process/box/condition/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.ConditionBoxPage }))),
  'process/register/index': featureView(['affairs'], () => import('../features/process-register/register-page')),
  'supervise/list/index': featureView(['affairs'], () => import('../features/supervise/supervise-list-page')),
  AffairDetails: featureView(['affairs', 'files'], () => import('../features/affair-details/affair-details-page')),
  SuperviseDetails: featureView(['affairs'], () => import('../features/supervise/supervise-details-page')),
};
