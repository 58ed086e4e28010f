import { ContainerModule } from 'inversify';
import { SurveyApi } from '../../ports/survey.port';
import { MemorySurveyApi } from './survey.memory';

/** 建设踏勘's port on the in-memory backend; needs the core memory module. */
export const surveysMemoryModule = new ContainerModule(({ bind }) => {
  bind(SurveyApi).to(MemorySurveyApi).inSingletonScope();
});
