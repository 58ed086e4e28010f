import { inject, injectable } from 'inversify';
import { SUB_PARAMS_TYPE, filingDetailsUrl, rowDetailRoute, type FilingListPage } from '../../domain/filing/detail-links';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
import { isApiFailure } from '../../ports/api-failure';
import type { FilingRow } from '../../ports/api/filing.dto';
import { FilingApi } from '../../ports/filing.port';

/** Where a row leads: the details URL, or why the record could not be opened. */
type OpenFilingResult = { readonly url: string } | { readonly error: string };

const OPEN_FILING_FAILED = '备案详情打开失败，请稍后重试';

/** 新增备案: the new-filing page for a type. */
export const newFilingUrl = (typeCode: FilingTypeCode): string => `/initiate/details?keyTypeCode=${encodeURIComponent(typeCode)}`;

/**
 * SPEC section 2: a row asks the common-parameters call (type 2 where the record may be edited,
 * 4 where it is read) and opens the details route with its answer as subParams.
 */
@injectable()
export class FilingOpener {
  constructor(@inject(FilingApi) private readonly filings: FilingApi) {}

  async fromList(list: FilingListPage, row: Pick<FilingRow, 'keyNumGather' | 'status' | 'reviewLevel'>, viewerLevel: string): Promise<OpenFilingResult> {
    try {
      const subParams = await this.filings.subParams(row.keyNumGather, SUB_PARAMS_TYPE[list]);
      const route = rowDetailRoute(list, row, viewerLevel, subParams);
      const isAdvance = route === '/toBeReported/details' ? subParams.isAdvance : undefined;
      return { url: filingDetailsUrl(route, subParams, isAdvance) };
    } catch (error) {
      return { error: isApiFailure(error) && error.message.length > 0 ? error.message : OPEN_FILING_FAILED };
    }
  }
}
