import { ContainerModule } from 'inversify';
import { DashboardApi } from '../../ports/dashboard.port';
import { MemoryDashboardApi } from './dashboard.memory';

/** The dashboard feature's port on the in-memory backend; needs the core memory module. */
export const dashboardMemoryModule = new ContainerModule(({ bind }) => {
  bind(DashboardApi).to(MemoryDashboardApi).inSingletonScope();
});
