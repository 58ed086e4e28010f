import { ContainerModule } from 'inversify';
import { MyOfficeStore } from './my-office.store';

/** 我的办公's store; the ports are the areas' own (documents, meetings, messages, cases). */
export const officeModule = new ContainerModule(({ bind }) => {
  bind(MyOfficeStore).toSelf().inSingletonScope();
});
