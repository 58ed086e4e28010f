import { inject, injectable } from 'inversify';
import { errorNameFor } from '../../domain/errors/error-names';
import { storageKeys } from '../../domain/session/storage-keys';
import type { ReportFormId } from '../../domain/statistics/report-form';
import { REPORT_FORMS } from '../../domain/statistics/report-form-definitions';
import {
  readReportForm,
  saveReportForm,
  type ReportFormAnswer,
  type ReportFormCall,
  type ReportFormQuery,
  type ReportFormSave,
  type ReportFormServed,
} from '../../domain/statistics/report-form-service';
import type { ReportFormBook } from '../../domain/statistics/report-form-table';
import { seedReportForms } from '../../demo/report-forms';
import { reportFormQuery, reportFormSaveBody } from '../../ports/api/report-form.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DownloadedFile } from '../../ports/process.port';
import type { ReportFormApi } from '../../ports/report-form.port';
import { chinaToday } from '../../domain/filing/calendar-date';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';

/** What the mock server keeps in db.reportForms, per backend (seeded as the server seeds it). */
const books = new WeakMap<MemoryBackend, { forms: ReportFormBook }>();

function stateOf(backend: MemoryBackend): { forms: ReportFormBook } {
  let state = books.get(backend);
  if (state === undefined) {
    state = { forms: seedReportForms(backend.data.divisions) };
    books.set(backend, state);
  }
  return state;
}

/** The mock server's refusal body, with the fields' messages of a 400 or the current values of a 409 beside it. */
function unwrapForm<T>(result: ReportFormServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  const body = { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details };
  throw new BackendFault({ kind: 'http', status, body });
}

/** ReportFormApi on the in-memory backend: the same form service as the mock server. */
@injectable()
export class MemoryReportFormApi implements ReportFormApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  get(form: ReportFormId, query: ReportFormQuery): Promise<ReportFormAnswer> {
    return this.runner.run(() => {
      const call = this.call(form);
      return unwrapForm(readReportForm(call, REPORT_FORMS[form], parsedInput(reportFormQuery(form), query)));
    });
  }

  save(form: ReportFormId, body: ReportFormSave): Promise<ReportFormAnswer> {
    return this.runner.run(() => {
      const call = this.call(form);
      const { entries, value } = unwrapForm(saveReportForm(call, REPORT_FORMS[form], parsedInput(reportFormSaveBody(form), body)));
      const state = stateOf(this.backend);
      state.forms = { ...state.forms, [form]: entries };
      return value;
    });
  }

  exportTable(form: ReportFormId, query: ReportFormQuery): Promise<DownloadedFile> {
    return this.runner.run(async () => {
      const call = this.call(form);
      const { table } = unwrapForm(readReportForm(call, REPORT_FORMS[form], parsedInput(reportFormQuery(form), query)));
      const { reportWorkbook, reportFileName, XLSX_TYPE } = await import('../../xlsx/report-workbook');
      const bytes = await reportWorkbook(table);
      return {
        blob: new Blob([Uint8Array.from(bytes)], { type: XLSX_TYPE }),
        contentType: XLSX_TYPE,
        fileName: reportFileName(table, chinaToday(Date.parse(call.at)) ?? call.at.slice(0, 10)),
      };
    });
  }

  private call(form: ReportFormId): ReportFormCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return {
      book: this.backend.filings,
      dir: { users, departments, divisions },
      userId,
      at: new Date(this.backend.now()).toISOString(),
      entries: stateOf(this.backend).forms[form],
    };
  }
}
