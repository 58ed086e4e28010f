import { inject, injectable } from 'inversify';
import type { SurveyDetail, SurveyLink, SurveyQuery, SurveyRow, SurveySave } from '../../domain/survey/survey-types';
import type { Page } from '../../ports/api/page.dto';
import type { DownloadedFile } from '../../ports/process.port';
import type { SurveyApi } from '../../ports/survey.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** SurveyApi over HTTP. */
@injectable()
export class HttpSurveyApi implements SurveyApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  list(query: SurveyQuery): Promise<Page<SurveyRow>> {
    return this.api.call('GET /api/op/survey/list', { query }, quiet);
  }

  detail(id: string): Promise<SurveyDetail> {
    return this.api.call('GET /api/op/survey/details', { query: { id } }, quiet);
  }

  links(text: string): Promise<SurveyLink[]> {
    return this.api.call('GET /api/op/survey/links', { query: { text } }, quiet);
  }

  save(body: SurveySave): Promise<SurveyDetail> {
    return this.api.call('POST /api/op/survey/save', { body }, quiet);
  }

  async remove(id: string, version: number): Promise<void> {
    await this.api.call('POST /api/op/survey/delete', { body: { id, version } }, quiet);
  }

  report(id: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/op/survey/report', { params: { id } }, `${id}.pdf`);
  }
}
