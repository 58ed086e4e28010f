import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';
import { menuGated } from '../router/menu-gate';

const SURVEY_COMPONENT = 'temporaryLand/survey/index';
const surveyList = featureView(['surveys', 'files', 'filing'], () => import('../features/survey/survey-page'));

/** The views of 临时用地和踏勘, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  [SURVEY_COMPONENT]: surveyList,
  /** /survey: the same 建设踏勘 list at a fixed address, for users whose menu holds it. */
  Survey: menuGated(SURVEY_COMPONENT, '建设踏勘', surveyList),
  'temporaryLand/list/index': featureView(['temporaryLand', 'filing'], () => import('../features/temporary-land/land-list-page')),
  TemporaryLandDetails: featureView(['temporaryLand', 'files'], () => import('../features/temporary-land/land-details-page')),
};
