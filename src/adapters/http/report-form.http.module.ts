import { ContainerModule } from 'inversify';
import { ReportFormApi } from '../../ports/report-form.port';
import { HttpReportFormApi } from './report-form.http';

/** The statistical forms' port over HTTP; needs the core httpModule. */
export const reportFormsHttpModule = new ContainerModule(({ bind }) => {
  bind(ReportFormApi).to(HttpReportFormApi).inSingletonScope();
});
