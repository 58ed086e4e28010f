import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 案件, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'op/case/list/index': featureView(['cases', 'filing'], () => import('../features/case/case-list-page')),
  CaseRegister: featureView(['cases'], () => import('../features/case/case-register-page')),
  CaseDetails: featureView(['cases', 'files'], () => import('../features/case/case-details-page')),
};
