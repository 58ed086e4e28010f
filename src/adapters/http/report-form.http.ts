import { inject, injectable } from 'inversify';
import type { ReportFormId } from '../../domain/statistics/report-form';
import type { ReportFormAnswer, ReportFormQuery, ReportFormSave } from '../../domain/statistics/report-form-service';
import { REPORT_FORM_ENDPOINTS } from '../../ports/api/report-form.endpoints';
import type { DownloadedFile } from '../../ports/process.port';
import type { ReportFormApi } from '../../ports/report-form.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';


/** The page shows its own loading and error state; a save keeps the overlay and the toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** ReportFormApi over HTTP (SPEC section 7: getBuildHouseInfo …, guihuaxuke …). */
@injectable()
export class HttpReportFormApi implements ReportFormApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  get(form: ReportFormId, query: ReportFormQuery): Promise<ReportFormAnswer> {
    return this.api.call(REPORT_FORM_ENDPOINTS[form].get, { query }, quiet);
  }

  save(form: ReportFormId, body: ReportFormSave): Promise<ReportFormAnswer> {
    // The page words a refusal at the form (a 409 offers the other user's values), so no toast.
    return this.api.call(REPORT_FORM_ENDPOINTS[form].save, { body }, { notify: false });
  }

  exportTable(form: ReportFormId, query: ReportFormQuery): Promise<DownloadedFile> {
    const params = query.divisionCode === undefined ? { period: query.period } : { divisionCode: query.divisionCode, period: query.period };
    return downloadFile(this.clients, REPORT_FORM_ENDPOINTS[form].export, { params }, `${form}-${query.period}.xlsx`);
  }
}
