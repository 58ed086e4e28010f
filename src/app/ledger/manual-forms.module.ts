import { ContainerModule } from 'inversify';
import { ManualDesignerStore } from './manual-designer.store';
import { ManualListStore } from './manual-list.store';
import { ManualRowStore } from './manual-row.store';

/** 手工台账's stores; need LedgerManualApi. */
export const ledgerFormsModule = new ContainerModule(({ bind }) => {
  bind(ManualListStore).toSelf().inSingletonScope();
  bind(ManualRowStore).toSelf().inSingletonScope();
  bind(ManualDesignerStore).toSelf().inSingletonScope();
});
