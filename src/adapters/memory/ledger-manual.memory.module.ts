import { ContainerModule } from 'inversify';
import { LedgerManualApi } from '../../ports/ledger-manual.port';
import { MemoryLedgerManualApi } from './ledger-manual.memory';

/** 手工台账's port on the in-memory backend; needs the core memory module. */
export const ledgerFormsMemoryModule = new ContainerModule(({ bind }) => {
  bind(LedgerManualApi).to(MemoryLedgerManualApi).inSingletonScope();
});
