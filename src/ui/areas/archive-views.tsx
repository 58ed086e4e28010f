import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 档案, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'archive/manage/retrieval/index': featureView(['archives'], () => import('../features/archive/loan-list-page')),
  ArchiveIn: featureView(['archives'], () => import('../features/archive/archive-in-page')),
  ArchiveOut: featureView(['archives'], () => import('../features/archive/archive-out-page')),
  ArchiveRegisterDetail: featureView(['archives'], () => import('../features/archive/register-detail-page')),
  ArchiveRetrievalDetail: featureView(['archives'], () => import('../features/archive/retrieval-detail-page')),
  ArchiveContrast: featureView(['archives'], () => import('../features/archive/contrast-page')),
  ArchivePreview: featureView(['archives', 'files'], () => import('../features/archive/preview-page')),
  ArchiveNewCatalogIn: featureView(['archives'], () => import('../features/archive/new-catalogue-in-page')),
  ArchiveNewCatalogOut: featureView(['archives'], () => import('../features/archive/new-catalogue-out-page')),
};
