import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Views of the fixed SPEC routes that exist so far, by route name (spec-routes.ts). A route
 * without one shows the 功能建设中 page; each feature issue adds its pages here.
 */
export const specViews: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  Profile: lazy(() => import('../features/profile/profile-page')),
  Collect: lazy(() => import('../features/collect/collect-page')),
  Guide: lazy(() => import('../features/guide/guide-page')),
};
