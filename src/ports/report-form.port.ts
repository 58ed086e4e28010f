import type { ServiceIdentifier } from 'inversify';
import type { ReportFormId } from '../domain/statistics/report-form';
import type { ReportFormAnswer, ReportFormQuery, ReportFormSave } from '../domain/statistics/report-form-service';
import type { DownloadedFile } from './process.port';

/**
 * 农房建设统计 and 乡村建设规划许可. Refusals reject with an ApiFailure: 403 outside the caller's
 * jurisdiction or not the county's own user, 400 with the field's message, 409 when someone saved first.
 */
export interface ReportFormApi {
  get(form: ReportFormId, query: ReportFormQuery): Promise<ReportFormAnswer>;
  save(form: ReportFormId, body: ReportFormSave): Promise<ReportFormAnswer>;
  /** The table of `get` as .xlsx. */
  exportTable(form: ReportFormId, query: ReportFormQuery): Promise<DownloadedFile>;
}
export const ReportFormApi = Symbol.for('ReportFormApi') as ServiceIdentifier<ReportFormApi>;
