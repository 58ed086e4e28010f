import { ContainerModule } from 'inversify';
import { LedgerDetailStore } from './ledger-detail.store';
import { LedgerIndexStore } from './ledger-index.store';
import { LedgerStatsStore } from './ledger-stats.store';

/** 台账's core stores; need LedgerApi. */
export const ledgersModule = new ContainerModule(({ bind }) => {
  bind(LedgerIndexStore).toSelf().inSingletonScope();
  bind(LedgerDetailStore).toSelf().inSingletonScope();
  bind(LedgerStatsStore).toSelf().inSingletonScope();
});
