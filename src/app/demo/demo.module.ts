import { ContainerModule } from 'inversify';
import { DemoTableStore } from './demo-table.store';

/** The demo module's samples. Needs DemoApi. */
export const demoModule = new ContainerModule(({ bind }) => {
  bind(DemoTableStore).toSelf().inSingletonScope();
});
