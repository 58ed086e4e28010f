import { inject, injectable, optional } from 'inversify';
import { surveyOutlineOf } from '../../demo/surveys';
import { errorNameFor } from '../../domain/errors/error-names';
import { storageKeys } from '../../domain/session/storage-keys';
import { removeSurvey, saveSurvey, surveyDetail, surveyLinks, surveyPage, type SurveyCall, type SurveyServed } from '../../domain/survey/survey-service';
import type { SurveyDetail, SurveyLink, SurveyQuery, SurveyRow, SurveySave } from '../../domain/survey/survey-types';
import type { Page } from '../../ports/api/page.dto';
import { surveyDeleteBody, surveyIdQuery, surveyLinksQuery, surveyListQuery, surveySaveBody } from '../../ports/api/survey.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { SurveyApi } from '../../ports/survey.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { PrintFontToken } from './print-font.token';
import type { PrintFontSource } from '../../print/print-font';
import { storeSurveyBook, surveyBookOf } from './memory-surveys';
import { surveyReport } from './survey-report.memory';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The mock server's refusal body, with the fields' messages of a 400 beside it. */
function unwrapSurvey<T>(result: SurveyServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}

/** SurveyApi on the in-memory backend: the same survey service as the mock server. */
@injectable()
export class MemorySurveyApi implements SurveyApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
    @inject(PrintFontToken) @optional() private readonly printFont?: PrintFontSource,
  ) {}

  list(query: SurveyQuery): Promise<Page<SurveyRow>> {
    return this.runner.run(() => unwrapSurvey(surveyPage(this.call(), parsedInput(surveyListQuery, asQuery(query)))), quiet);
  }

  detail(id: string): Promise<SurveyDetail> {
    return this.runner.run(() => unwrapSurvey(surveyDetail(this.call(), parsedInput(surveyIdQuery, { id }).id)), quiet);
  }

  links(text: string): Promise<SurveyLink[]> {
    return this.runner.run(() => unwrapSurvey(surveyLinks(this.call(), parsedInput(surveyLinksQuery, { text }).text ?? '')), quiet);
  }

  save(body: SurveySave): Promise<SurveyDetail> {
    return this.runner.run(() => {
      const { surveys, value } = unwrapSurvey(saveSurvey(this.call(), parsedInput(surveySaveBody, body)));
      storeSurveyBook(this.backend, surveys);
      return value;
    }, quiet);
  }

  remove(id: string, version: number): Promise<void> {
    return this.runner.run(() => {
      const checked = parsedInput(surveyDeleteBody, { id, version });
      const { surveys } = unwrapSurvey(removeSurvey(this.call(), checked.id, checked.version));
      storeSurveyBook(this.backend, surveys);
    }, quiet);
  }

  report(id: string): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const detail = unwrapSurvey(surveyDetail(this.call(), parsedInput(surveyIdQuery, { id }).id));
      return surveyReport(this.backend, detail, this.printFont);
    });
  }

  private call(): SurveyCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return {
      book: this.backend.filings,
      dir: { users, departments, divisions },
      userId,
      at: new Date(this.backend.now()).toISOString(),
      surveys: surveyBookOf(this.backend),
      outlineOf: surveyOutlineOf,
    };
  }
}
