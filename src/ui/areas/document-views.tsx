import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 公文, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  DocumentReceive: featureView(['documents'], () => import('../features/document/receipt-page')),
  DocumentDraft: featureView(['documents', 'files'], () => import('../features/document/post-draft-page')),
};
