import { ContainerModule } from 'inversify';
import { SurveyApi } from '../../ports/survey.port';
import { HttpSurveyApi } from './survey.http';

/** 建设踏勘's port over HTTP; needs the core httpModule. */
export const surveysHttpModule = new ContainerModule(({ bind }) => {
  bind(SurveyApi).to(HttpSurveyApi).inSingletonScope();
});
