import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * Menu component strings (getRouters) mapped to lazily loaded views. Feature issues add their
 * pages here; a string that is not here renders the unknown-component page, never a crash.
 */
export const viewRegistry: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  index: lazy(() => import('../features/home/index-page')),
  'notice/list/index': lazy(() => import('../features/notice/notice-list-page')),
  'process/box/todo/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.TodoBoxPage }))),
  'process/box/done/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.DoneBoxPage }))),
  'process/box/finish/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.FinishBoxPage }))),
  'process/box/query/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.QueryBoxPage }))),
  'process/box/invalid/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.InvalidBoxPage }))),
  'process/box/condition/index': lazy(() => import('../features/process-box/box-pages').then((m) => ({ default: m.ConditionBoxPage }))),
  'process/register/index': lazy(() => import('../features/process-register/register-page')),
  'supervise/list/index': lazy(() => import('../features/supervise/supervise-list-page')),
  'recordReport/toBeReported/index': lazy(() => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ToBeReportedPage }))),
  'recordReport/reported/index': lazy(() => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ReportedPage }))),
  'recordReport/query/index': lazy(() => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.QueryPage }))),
  'recordReport/rollBack/index': lazy(() => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.RollBackPage }))),
};

/** The registered view for a component string, or undefined when none is registered. */
export function renderRegisteredView(component: string): ReactNode | undefined {
  if (!Object.hasOwn(viewRegistry, component)) return undefined;
  const View = viewRegistry[component];
  return View === undefined ? undefined : <View />;
}
