import { ContainerModule } from 'inversify';
import { FilingApi } from '../../ports/filing.port';
import { HttpFilingApi } from './filing.http';

/** The filing feature's port over HTTP; needs the core httpModule. */
export const filingHttpModule = new ContainerModule(({ bind }) => {
  bind(FilingApi).to(HttpFilingApi).inSingletonScope();
});
