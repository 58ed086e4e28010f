import { ContainerModule } from 'inversify';
import { SurveyFormStore } from './survey-form.store';
import { SurveyListStore } from './survey-list.store';

/** 建设踏勘's stores; need SurveyApi. */
export const surveysModule = new ContainerModule(({ bind }) => {
  bind(SurveyListStore).toSelf().inSingletonScope();
  bind(SurveyFormStore).toSelf().inSingletonScope();
});
