import type { Division } from '../directory/directory';
import type { FilingTypeCode } from '../filing/filing-types';
import { withinJurisdiction } from '../filing/jurisdiction';
import { filingQueryUrl } from '../filing/query-link';
import type { StoredFiling } from '../filing/service/types';
import { landClassAreas, type AreaUnits } from '../statistics/area-sum';

/** One reporting division's line of an auto ledger: filed records approved in the period. */
export interface ExtractedRow {
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly count: number;
  readonly area: AreaUnits;
  readonly cultivated: AreaUnits;
  /** 备案查询 listing exactly the records counted. */
  readonly url: string;
}

export interface Extracted {
  readonly rows: readonly ExtractedRow[];
  readonly total: Omit<ExtractedRow, 'divisionCode' | 'divisionName'>;
}

export interface ExtractScope {
  readonly typeCode: FilingTypeCode;
  /** The division the ledger instance is for: its children report (a county reports itself). */
  readonly division: Division;
  readonly startDate: string;
  readonly endDate: string;
}

/** The divisions that report to `division`: its children, or the county itself. */
export function reportingDivisions(divisions: readonly Division[], division: Division): Division[] {
  const children = divisions.filter((d) => d.parentCode === division.code);
  return children.length === 0 ? [division] : children;
}

/** Only 已备案 records count: a draft, a reported or a returned one is not yet part of any ledger. */
const counts = (f: StoredFiling, scope: ExtractScope): boolean =>
  f.keyTypeCode === scope.typeCode && f.status === 'filed' && f.data.approvalDate >= scope.startDate && f.data.approvalDate <= scope.endDate;

/**
 * An auto-extracted ledger instance (isAutoExtract 1): per reporting division the filed records of
 * the ledger's type approved in the period, with their land and 耕地 areas. The total is summed
 * from the same rows, so it always equals them (property-tested).
 */
export function extractLedger(filings: readonly StoredFiling[], divisions: readonly Division[], scope: ExtractScope): Extracted {
  const matching = filings.filter((f) => counts(f, scope) && withinJurisdiction(scope.division.code, f.divisionCode));
  const rows = reportingDivisions(divisions, scope.division).map((d): ExtractedRow => {
    const own = matching.filter((f) => withinJurisdiction(d.code, f.divisionCode));
    const areas = own.map((f) => landClassAreas(f.data));
    return {
      divisionCode: d.code,
      divisionName: d.name,
      count: own.length,
      area: areas.reduce((sum, a) => sum + a.total, 0),
      cultivated: areas.reduce((sum, a) => sum + a.cultivated, 0),
      url: filingQueryUrl({ keyTypeCode: scope.typeCode, divisionCode: d.code, status: 'filed', startDate: scope.startDate, endDate: scope.endDate }),
    };
  });
  return {
    rows,
    total: {
      count: rows.reduce((sum, r) => sum + r.count, 0),
      area: rows.reduce((sum, r) => sum + r.area, 0),
      cultivated: rows.reduce((sum, r) => sum + r.cultivated, 0),
      url: filingQueryUrl({ keyTypeCode: scope.typeCode, divisionCode: scope.division.code, status: 'filed', startDate: scope.startDate, endDate: scope.endDate }),
    },
  };
}
