import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu component strings (getRouters) mapped to lazily loaded views. Feature issues add their
 * pages here; a string that is not here renders the unknown-component page, never a crash.
 */
export const viewRegistry: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  index: lazy(() => import('../features/home/index-page')),
};

export function findView(component: string): LazyExoticComponent<ComponentType> | undefined {
  return Object.hasOwn(viewRegistry, component) ? viewRegistry[component] : undefined;
}
