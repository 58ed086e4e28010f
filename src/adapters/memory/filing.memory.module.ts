import { ContainerModule } from 'inversify';
import { DivisionApi } from '../../ports/division.port';
import { FilingApi } from '../../ports/filing.port';
import { MemoryDivisionApi } from './division.memory';
import { MemoryFilingApi } from './filing.memory';

/** The filing feature's ports (the records, and the divisions its filters offer) on the in-memory backend; needs the core memory module. */
export const filingMemoryModule = new ContainerModule(({ bind }) => {
  bind(FilingApi).to(MemoryFilingApi).inSingletonScope();
  bind(DivisionApi).to(MemoryDivisionApi).inSingletonScope();
});
