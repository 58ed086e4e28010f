import { ContainerModule } from 'inversify';
import { DivisionApi } from '../../ports/division.port';
import { FilingApi } from '../../ports/filing.port';
import { HttpDivisionApi } from './division.http';
import { HttpFilingApi } from './filing.http';

/** The filing feature's ports (the records, and the divisions its filters offer) over HTTP; needs the core httpModule. */
export const filingHttpModule = new ContainerModule(({ bind }) => {
  bind(FilingApi).to(HttpFilingApi).inSingletonScope();
  bind(DivisionApi).to(HttpDivisionApi).inSingletonScope();
});
