import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * Menu component strings (getRouters) mapped to lazily loaded views. Feature issues add their
 * pages here; a string that is not here renders the unknown-component page, never a crash.
 */
export const viewRegistry: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  index: lazy(() => import('../features/home/index-page')),
};

/** The registered view for a component string, or undefined when none is registered. */
export function renderRegisteredView(component: string): ReactNode | undefined {
  if (!Object.hasOwn(viewRegistry, component)) return undefined;
  const View = viewRegistry[component];
  return View === undefined ? undefined : <View />;
}
