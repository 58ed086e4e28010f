import { ContainerModule } from 'inversify';
import { AffairDetailsStores } from './affair-details-stores';
import { AffairEvents } from './affair-events';
import { AffairOpener } from './box-open';
import { BoxLists } from './box-lists';
import { ProcessCatalog } from './register-catalog';
import { RegisterStore } from './register.store';
import { SuperviseCreateStore } from './supervise-create.store';
import { SuperviseDetailsStore } from './supervise-details.store';
import { SuperviseListStore } from './supervise-list.store';

/** The affairs feature: boxes, registration, details and supervision. Needs ProcessApi and SuperviseApi. */
export const affairsModule = new ContainerModule(({ bind }) => {
  bind(AffairEvents).toSelf().inSingletonScope();
  bind(BoxLists).toSelf().inSingletonScope();
  bind(AffairOpener).toSelf().inSingletonScope();
  bind(ProcessCatalog).toSelf().inSingletonScope();
  bind(RegisterStore).toSelf().inSingletonScope();
  bind(SuperviseListStore).toSelf().inSingletonScope();
  bind(SuperviseCreateStore).toSelf().inSingletonScope();
  bind(SuperviseDetailsStore).toSelf().inSingletonScope();
  bind(AffairDetailsStores).toSelf().inSingletonScope();
});
