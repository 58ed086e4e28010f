import { ContainerModule } from 'inversify';
import { LedgerApi } from '../../ports/ledger.port';
import { MemoryLedgerApi } from './ledger.memory';

/** 台账's core port on the in-memory backend; needs the core memory module. */
export const ledgersMemoryModule = new ContainerModule(({ bind }) => {
  bind(LedgerApi).to(MemoryLedgerApi).inSingletonScope();
});
