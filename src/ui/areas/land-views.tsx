import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 临时用地和踏勘, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'temporaryLand/survey/index': featureView(['surveys', 'files', 'filing'], () => import('../features/survey/survey-page')),
  'temporaryLand/list/index': featureView(['temporaryLand', 'filing'], () => import('../features/temporary-land/land-list-page')),
  TemporaryLandDetails: featureView(['temporaryLand', 'files'], () => import('../features/temporary-land/land-details-page')),
};
