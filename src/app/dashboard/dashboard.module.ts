import { ContainerModule } from 'inversify';
import { BusinessStore } from './business.store';
import { LayoutStore } from './layout.store';
import { BoxCountsStore, FastEntryStore, MostUsedStore, NewsWidgetStore, NoticeWidgetStore, StatisticsStore, SuperviseWidgetStore } from './widget-stores';

/** The 工作台's stores, one per widget so that each loads and fails on its own. Needs DashboardApi, NoticeApi and TodoApi. */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(LayoutStore).toSelf().inSingletonScope();
  bind(BusinessStore).toSelf().inSingletonScope();
  bind(FastEntryStore).toSelf().inSingletonScope();
  bind(BoxCountsStore).toSelf().inSingletonScope();
  bind(NoticeWidgetStore).toSelf().inSingletonScope();
  bind(NewsWidgetStore).toSelf().inSingletonScope();
  bind(StatisticsStore).toSelf().inSingletonScope();
  bind(SuperviseWidgetStore).toSelf().inSingletonScope();
  bind(MostUsedStore).toSelf().inSingletonScope();
});
