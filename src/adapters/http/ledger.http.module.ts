import { ContainerModule } from 'inversify';
import { LedgerApi } from '../../ports/ledger.port';
import { HttpLedgerApi } from './ledger.http';

/** 台账's core port over HTTP; needs the core httpModule. */
export const ledgersHttpModule = new ContainerModule(({ bind }) => {
  bind(LedgerApi).to(HttpLedgerApi).inSingletonScope();
});
