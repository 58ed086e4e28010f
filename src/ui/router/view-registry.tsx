import { type ComponentType, type ReactNode } from 'react';
import { featureView } from './feature-view';

/**
 * Menu component strings (getRouters) mapped to lazily loaded views, each with the features it
 * binds (featureView). Feature issues add their pages here; a string that is not here renders the unknown-component page, never a crash.
 */
export const viewRegistry: Readonly<Record<string, ComponentType>> = {
  index: featureView(['dashboard', 'notices'], () => import('../features/home/index-page')),
  'notice/list/index': featureView(['notices'], () => import('../features/notice/notice-list-page')),
  'notice/manage/index': featureView(['notices'], () => import('../features/notice/notice-manage-page')),
  'process/box/todo/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.TodoBoxPage }))),
  'process/box/done/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.DoneBoxPage }))),
  'process/box/finish/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.FinishBoxPage }))),
  'process/box/query/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.QueryBoxPage }))),
  'process/box/invalid/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.InvalidBoxPage }))),
  'process/box/condition/index': featureView(['affairs'], () => import('../features/process-box/box-pages').then((m) => ({ default: m.ConditionBoxPage }))),
  'process/register/index': featureView(['affairs'], () => import('../features/process-register/register-page')),
  'analysis/collective/index': featureView(['landStats'], () => import('../features/statistics/land/collective-page')),
  'special/farmland/index': featureView(['landStats'], () => import('../features/statistics/land/farmland-page')),
  'supervise/list/index': featureView(['affairs'], () => import('../features/supervise/supervise-list-page')),
  'recordReport/toBeReported/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ToBeReportedPage }))),
  'recordReport/reported/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.ReportedPage }))),
  'recordReport/query/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.QueryPage }))),
  'recordReport/rollBack/index': featureView(['filing'], () => import('../features/filing-lists/filing-list-pages').then((m) => ({ default: m.RollBackPage }))),
  'special/buildHouse/index': featureView(['reportForms'], () => import('../features/statistics/sform/report-form-page').then((m) => ({ default: m.BuildHousePage }))),
  'special/guihuaxuke/index': featureView(['reportForms'], () => import('../features/statistics/sform/report-form-page').then((m) => ({ default: m.RuralPermitPage }))),
  'analysis/project/index': featureView(['projectStats', 'filing'], () => import('../features/statistics/project/project-stats-page')),
  'analysis/timeout/index': featureView(['projectStats', 'filing'], () => import('../features/statistics/timeout/timeout-stats-page')),
  'analysis/district/index': featureView(['districtStats'], () => import('../features/statistics/district/district-page')),
  'archive/manage/retrieval/index': featureView(['archives'], () => import('../features/archive/loan-list-page')),
  'temporaryLand/survey/index': featureView(['surveys', 'files', 'filing'], () => import('../features/survey/survey-page')),
  'temporaryLand/list/index': featureView(['temporaryLand', 'filing'], () => import('../features/temporary-land/land-list-page')),
  'onemap/record/index': featureView(['onemap'], () => import('../features/onemap/onemap-page')),
  'secretary/inbox/index': featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.InboxPage }))),
  'op/case/list/index': featureView(['cases', 'filing'], () => import('../features/case/case-list-page')),
  'secretary/sent/index': featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.SentPage }))),
  'tz/secretary/index': featureView(['ledgers'], () => import('../features/ledger/ledger-index-page')),
  'tz/statistic/index': featureView(['ledgers'], () => import('../features/ledger/ledger-stats-page')),
  'tz/secretary/designer': featureView(['ledgerForms', 'ledgers', 'filing'], () => import('../features/ledger/designer-page')),
};

/** The registered view for a component string, or undefined when none is registered. */
export function renderRegisteredView(component: string): ReactNode | undefined {
  if (!Object.hasOwn(viewRegistry, component)) return undefined;
  const View = viewRegistry[component];
  return View === undefined ? undefined : <View />;
}
