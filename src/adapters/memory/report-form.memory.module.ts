import { ContainerModule } from 'inversify';
import { ReportFormApi } from '../../ports/report-form.port';
import { MemoryReportFormApi } from './report-form.memory';

/** The statistical forms' port on the in-memory backend; needs the core memory module. */
export const reportFormsMemoryModule = new ContainerModule(({ bind }) => {
  bind(ReportFormApi).to(MemoryReportFormApi).inSingletonScope();
});
