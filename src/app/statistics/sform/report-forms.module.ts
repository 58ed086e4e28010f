import { ContainerModule } from 'inversify';
import { BuildHouseFormStore, RuralPermitFormStore } from './report-form.store';

/** One store per form, so the two pages open in two tabs never share a state. Needs ReportFormApi. */
export const reportFormsModule = new ContainerModule(({ bind }) => {
  bind(BuildHouseFormStore).toSelf().inSingletonScope();
  bind(RuralPermitFormStore).toSelf().inSingletonScope();
});
