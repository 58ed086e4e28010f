import { inject, injectable } from 'inversify';
import type {
  FieldProblem,
  FilingDetail,
  FilingHistoryRow,
  FilingListName,
  FilingListQuery,
  FilingReviewBody,
  FilingRow,
  FilingSaveBody,
  FilingSubParams,
  FilingTypeCode,
  ImportReport,
  LicenseIndex,
  LicenseInfo,
  WithdrawalRow,
} from '../../ports/api/filing.dto';
import type { Page } from '../../ports/api/page.dto';
import type { FilingApi } from '../../ports/filing.port';
import { ApiCaller } from './api-caller';

/** FilingApi over HTTP (SPEC section 7, /api/op). */
@injectable()
export class HttpFilingApi implements FilingApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(listName: FilingListName, query: FilingListQuery): Promise<Page<FilingRow>> {
    return this.api.call('POST /api/op/filing/list/:listName', { params: { listName }, body: query });
  }

  detail(keyNumGather: string): Promise<FilingDetail> {
    return this.api.call('GET /api/op/filing/detail/:keyNumGather', { params: { keyNumGather } });
  }

  save(body: FilingSaveBody): Promise<FilingDetail> {
    return this.api.call('POST /api/op/filing/save', { body });
  }

  report(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.api.call('POST /api/op/filing/report/:id', { params: { id: keyNumGather }, body: { version } });
  }

  review(keyNumGather: string, body: FilingReviewBody): Promise<FilingDetail> {
    return this.api.call('POST /api/op/filing/review/:id', { params: { id: keyNumGather }, body });
  }

  async remove(keyNumGather: string, version: number): Promise<void> {
    await this.api.call('POST /api/op/handle/delete', { body: { keyNumGather, version } });
  }

  recall(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.api.call('POST /api/op/backflow/:id', { params: { id: keyNumGather }, body: { version } });
  }

  abate(keyNumGather: string, version: number, reason: string): Promise<FilingDetail> {
    return this.api.call('POST /api/op/form/datas/abatement', { body: { keyNumGather, version, reason } });
  }

  history(keyNumGather: string): Promise<FilingHistoryRow[]> {
    return this.api.call('GET /api/op/history/entity', { query: { keyNumGather } }, { silent: true });
  }

  check(keyTypeCode: FilingTypeCode, keyNumGather: string): Promise<FieldProblem[]> {
    return this.api.call('GET /api/op/dataCheck/checkFormData/:a/:b', { params: { a: keyTypeCode, b: keyNumGather } });
  }

  importFile(keyTypeCode: FilingTypeCode, file: Blob): Promise<ImportReport> {
    const named = file instanceof File ? file : new File([file], 'import.json', { type: 'application/json' });
    return this.api.call('POST /api/op/importProject/:id', { params: { id: keyTypeCode }, files: { file: named } });
  }

  applyWithdrawal(keyNumGather: string, version: number, reason: string): Promise<FilingDetail> {
    return this.api.call('POST /api/op/tuijuan/shenqing/:id', { params: { id: keyNumGather }, body: { version, reason } });
  }

  withdrawals(): Promise<WithdrawalRow[]> {
    return this.api.call('GET /api/op/tuijuan/getCheckData', {});
  }

  decideWithdrawal(keyNumGather: string, version: number, checkStatus: 1 | 2): Promise<FilingDetail> {
    return this.api.call('POST /api/op/tuijuan/shenqingpass/:id', { params: { id: keyNumGather }, query: { checkStatus: checkStatus === 1 ? '1' : '2' }, body: { version } });
  }

  createLicense(keyNumGather: string, version: number): Promise<FilingDetail> {
    return this.api.call('POST /api/op/license/createOpLicense', { body: { keyNumGather, version } });
  }

  license(keyNumGather: string): Promise<LicenseInfo> {
    return this.api.call('POST /api/op/license/getOpLicense', { body: { keyNumGather } });
  }

  licenseIndex(keyTypeCode: FilingTypeCode): Promise<LicenseIndex> {
    return this.api.call('GET /api/op/license/getOpLicenseIndex/:id', { params: { id: keyTypeCode } });
  }

  licenseMax(keyTypeCode: FilingTypeCode, year: number): Promise<LicenseIndex> {
    return this.api.call('POST /api/op/license/getOpLicenseMax', { body: { keyTypeCode, year } });
  }

  subParams(key: string, type: 2 | 4): Promise<FilingSubParams> {
    return this.api.call('POST /api/op/common/params/:key', { params: { key }, query: { type: type === 2 ? '2' : '4' } });
  }
}
