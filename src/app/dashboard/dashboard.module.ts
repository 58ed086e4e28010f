import { ContainerModule } from 'inversify';

/** The 工作台's stores; none yet, the feature binds only its port so far. */
export const dashboardModule = new ContainerModule(() => undefined);
