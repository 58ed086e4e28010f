import { ContainerModule } from 'inversify';
import { DemoApi } from '../../ports/demo.port';
import { HttpDemoApi } from './demo.http';

/** The demo module's port over HTTP; needs the core httpModule. */
export const demoHttpModule = new ContainerModule(({ bind }) => {
  bind(DemoApi).to(HttpDemoApi).inSingletonScope();
});
