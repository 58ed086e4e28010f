import { ok } from '../../shared/result';
import { formatFilingNumber, parseFilingNumber } from '../filing-number';
import type { FilingTypeCode } from '../filing-types';
import type { LicenseIndex, LicenseInfo } from '../wire';
import { divisionOf, fail, visibleFiling } from './access';
import type { FilingCall, FilingServed } from './types';

/** POST license/getOpLicense: the number a filed record holds (404 when it has none). */
export function licenseOf(call: FilingCall, key: string): FilingServed<LicenseInfo> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  if (!found.ok) return found;
  const parsed = found.value.filingNumber === undefined ? undefined : parseFilingNumber(found.value.filingNumber);
  if (parsed === undefined || found.value.filingNumber === undefined) return fail(404, '该记录尚未备案，没有备案编号');
  return ok({ keyNumGather: key, keyTypeCode: parsed.type, year: parsed.year, sequence: parsed.sequence, filingNumber: found.value.filingNumber });
}

/** getOpLicenseIndex / getOpLicenseMax: where the ledger of a type and year stands. */
export function licenseIndex(call: FilingCall, keyTypeCode: FilingTypeCode, year: number): FilingServed<LicenseIndex> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const last = call.book.ledger.last[`${keyTypeCode}:${year}`] ?? 0;
  return ok({
    keyTypeCode,
    year,
    last,
    ...(last === 0 ? {} : { lastNumber: formatFilingNumber(keyTypeCode, year, last) }),
    nextNumber: formatFilingNumber(keyTypeCode, year, last + 1),
  });
}
