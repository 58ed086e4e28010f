import { ContainerModule } from 'inversify';
import { LedgerManualApi } from '../../ports/ledger-manual.port';
import { HttpLedgerManualApi } from './ledger-manual.http';

/** 手工台账's port over HTTP; needs the core httpModule. */
export const ledgerFormsHttpModule = new ContainerModule(({ bind }) => {
  bind(LedgerManualApi).to(HttpLedgerManualApi).inSingletonScope();
});
