import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 示例, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  DemoUpload: featureView(['files'], () => import('../kit/files/files-demo-page')),
};
