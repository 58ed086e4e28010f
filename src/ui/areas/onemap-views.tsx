import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 备案专题图, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'onemap/record/index': featureView(['onemap'], () => import('../features/onemap/onemap-page')),
};
