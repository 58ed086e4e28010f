import { ContainerModule } from 'inversify';
import { ProcessApi } from '../../ports/process.port';
import { HttpProcessApi } from './process.http';
import { SuperviseApi } from '../../ports/supervise.port';
import { HttpSuperviseApi } from './supervise.http';

/** The affairs feature's ports over HTTP; needs the core httpModule. */
export const affairsHttpModule = new ContainerModule(({ bind }) => {
  bind(ProcessApi).to(HttpProcessApi).inSingletonScope();
  bind(SuperviseApi).to(HttpSuperviseApi).inSingletonScope();
});
