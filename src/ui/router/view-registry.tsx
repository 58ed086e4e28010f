import { type ComponentType, type ReactNode } from 'react';
import { areaViews } from './area-views';

/**
 * Menu component strings (getRouters) mapped to lazily loaded views, each in its area's registry
 * (src/ui/areas/*, with the features it binds). Feature issues add their pages here and in their
 * area; a string that is not here renders the unknown-component page, never a crash.
 */
export const viewRegistry: Readonly<Record<string, ComponentType>> = {
  ...areaViews(() => import('../areas/home-views'), ['index']),
  ...areaViews(() => import('../areas/notice-views'), ['notice/list/index', 'notice/manage/index']),
  ...areaViews(() => import('../areas/process-views'), ['process/box/todo/index', 'process/box/done/index', 'process/box/finish/index', 'process/box/query/index', 'process/box/invalid/index', 'process/box/condition/index', 'process/register/index', 'supervise/list/index']),
  ...areaViews(() => import('../areas/statistics-views'), ['analysis/collective/index', 'special/farmland/index', 'special/buildHouse/index', 'special/guihuaxuke/index', 'analysis/project/index', 'analysis/timeout/index', 'analysis/district/index']),
  ...areaViews(() => import('../areas/filing-views'), ['recordReport/toBeReported/index', 'recordReport/reported/index', 'recordReport/query/index', 'recordReport/rollBack/index']),
  ...areaViews(() => import('../areas/land-views'), ['temporaryLand/survey/index', 'temporaryLand/list/index']),
  ...areaViews(() => import('../areas/onemap-views'), ['onemap/record/index']),
  ...areaViews(() => import('../areas/message-views'), ['secretary/inbox/index', 'secretary/sent/index']),
  ...areaViews(() => import('../areas/case-views'), ['op/case/list/index']),
  ...areaViews(() => import('../areas/archive-views'), ['archive/manage/retrieval/index']),
  ...areaViews(() => import('../areas/ledger-views'), ['tz/secretary/index', 'tz/statistic/index', 'tz/secretary/designer']),
};

/** The registered view for a component string, or undefined when none is registered. */
export function renderRegisteredView(component: string): ReactNode | undefined {
  if (!Object.hasOwn(viewRegistry, component)) return undefined;
  const View = viewRegistry[component];
  return View === undefined ? undefined : <View />;
}
