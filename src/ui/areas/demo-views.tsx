import { lazy } from 'react';
import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 示例, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  DemoUpload: featureView(['files'], () => import('../kit/files/files-demo-page')),
  DemoGallery: lazy(() => import('../features/demo/demo-gallery-page')),
  DemoIcons: lazy(() => import('../features/demo/icons-page')),
  DemoPdf: lazy(() => import('../features/demo/pdf-page')),
  DemoTable: featureView(['demo'], () => import('../features/demo/table-page')),
  DemoSelectTree: lazy(() => import('../features/demo/select-tree-page')),
  DemoTree: lazy(() => import('../features/demo/tree-page')),
  DemoAsyncTree: featureView(['demo'], () => import('../features/demo/async-tree-page')),
  DemoTime: lazy(() => import('../features/demo/time-page')),
  DemoFile: lazy(() => import('../features/demo/file-icons-page')),
  DemoStandard: featureView(['demo'], () => import('../features/demo/standard-page')),
  DemoProjectBox: featureView(['demo'], () => import('../features/demo/project-box-page')),
  DemoButtons: lazy(() => import('../features/demo/buttons-page')),
  DemoOffice: lazy(() => import('../features/demo/office-page')),
  DemoSignature: featureView(['files'], () => import('../features/demo/signature-page')),
  DemoBpm: featureView(['affairs'], () => import('../features/demo/bpm-page')),
  DemoOfd: featureView(['files'], () => import('../features/demo/ofd-page')),
};
