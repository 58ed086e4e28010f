import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 示例, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  DemoUpload: featureView(['files'], () => import('../features/demo/upload-page')),
  DemoGallery: featureView([], () => import('../features/demo/demo-gallery-page')),
  DemoIcons: featureView([], () => import('../features/demo/icons-page')),
  DemoPdf: featureView([], () => import('../features/demo/pdf-page')),
  DemoTable: featureView(['demo'], () => import('../features/demo/table-page')),
  DemoSelectTree: featureView([], () => import('../features/demo/select-tree-page')),
  DemoTree: featureView([], () => import('../features/demo/tree-page')),
  DemoAsyncTree: featureView(['demo'], () => import('../features/demo/async-tree-page')),
  DemoTime: featureView([], () => import('../features/demo/time-page')),
  DemoFile: featureView([], () => import('../features/demo/file-icons-page')),
  DemoStandard: featureView(['demo'], () => import('../features/demo/standard-page')),
  DemoProjectBox: featureView(['demo'], () => import('../features/demo/project-box-page')),
  DemoButtons: featureView([], () => import('../features/demo/buttons-page')),
  DemoOffice: featureView([], () => import('../features/demo/office-page')),
  DemoSignature: featureView(['files'], () => import('../features/demo/signature-page')),
  DemoBpm: featureView(['affairs'], () => import('../features/demo/bpm-page')),
  DemoOfd: featureView(['files'], () => import('../features/demo/ofd-page')),
};
