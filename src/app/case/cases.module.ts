import { ContainerModule } from 'inversify';
import { CaseDetailStore } from './case-detail.store';
import { CaseListStore } from './case-list.store';
import { CaseRegisterStore } from './case-register.store';

/** 案件's stores; need CaseApi. */
export const casesModule = new ContainerModule(({ bind }) => {
  bind(CaseListStore).toSelf().inSingletonScope();
  bind(CaseDetailStore).toSelf().inSingletonScope();
  bind(CaseRegisterStore).toSelf().inSingletonScope();
});
