import { ContainerModule } from 'inversify';
import { DemoApi } from '../../ports/demo.port';
import { MemoryDemoApi } from './demo.memory';

/** The demo module's port on the in-memory backend; needs the core memory module. */
export const demoMemoryModule = new ContainerModule(({ bind }) => {
  bind(DemoApi).to(MemoryDemoApi).inSingletonScope();
});
