import { ContainerModule } from 'inversify';
import { DashboardApi } from '../../ports/dashboard.port';
import { HttpDashboardApi } from './dashboard.http';

/** The dashboard feature's port over HTTP; needs the core httpModule. */
export const dashboardHttpModule = new ContainerModule(({ bind }) => {
  bind(DashboardApi).to(HttpDashboardApi).inSingletonScope();
});
