import { ContainerModule } from 'inversify';
import { CaseApi } from '../../ports/case.port';
import { HttpCaseApi } from './case.http';

/** 案件's port over HTTP; needs the core httpModule. */
export const casesHttpModule = new ContainerModule(({ bind }) => {
  bind(CaseApi).to(HttpCaseApi).inSingletonScope();
});
