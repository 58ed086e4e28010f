import type { FilingTypeCode } from '../filing/filing-types';
import type { FilingStatus } from '../filing/lifecycle';
import { filingListRecords } from '../filing/service/list';
import type { FilingCall, FilingServed, StoredFiling } from '../filing/service/types';

/** The filters both land statistics share with 备案查询, so their numbers are counts over that list. */
export interface LandFilter {
  readonly divisionCode?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly status?: FilingStatus;
}

/** The 备案查询 records of the filter (the caller's jurisdiction applied by the list itself). */
export function landRecords(call: FilingCall, target: string, filter: LandFilter, period?: { readonly startDate: string; readonly endDate: string }): FilingServed<StoredFiling[]> {
  return filingListRecords(call, 'query', {
    divisionCode: target,
    ...(filter.keyTypeCode === undefined ? {} : { keyTypeCode: filter.keyTypeCode }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(period === undefined ? {} : period),
  });
}
