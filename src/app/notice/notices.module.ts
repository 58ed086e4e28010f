import { ContainerModule } from 'inversify';
import { NoticeDetailsStore } from './notice-details.store';
import { NoticeListStore } from './notice-list.store';

/** The notices feature: the list and the details. Needs NoticeApi. */
export const noticesModule = new ContainerModule(({ bind }) => {
  bind(NoticeListStore).toSelf().inSingletonScope();
  bind(NoticeDetailsStore).toSelf().inSingletonScope();
});
