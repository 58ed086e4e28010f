import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The view of QR sign-in inside the product: the grant page a code's link opens (router/area-views.tsx). */
export const views: AreaViews = {
  UserAuthority: featureView(['authority'], () => import('../features/authority/authority-grant-page')),
};
