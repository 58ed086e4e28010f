import type { FilingTypeCode } from '../filing/filing-types';
import type { DivisionLevel } from '../filing/jurisdiction';
import type { FilingStatus } from '../filing/lifecycle';
import type { LandClassAreas } from './area-sum';

/** GET /api/op/statistical/district and GET /api/op/area/: which records to count. */
export interface DistrictQuery {
  /** Absent: the caller's own division. */
  readonly divisionCode?: string;
  readonly keyTypeCode?: FilingTypeCode;
  readonly status?: FilingStatus;
  /** Approval date period, yyyy-MM-dd, both inclusive; both or neither. */
  readonly startDate?: string;
  readonly endDate?: string;
}

export interface DistrictDivision {
  readonly code: string;
  readonly name: string;
  readonly level: DivisionLevel;
}

/**
 * One row: a child division, the records filed at the division itself (市本级/省本级), or at a
 * county one filing type. `url` opens 备案查询 listing exactly the records the row counts.
 */
export interface DistrictRow {
  readonly key: string;
  readonly label: string;
  readonly kind: 'division' | 'own' | 'type';
  /** The child division of a 'division' row. */
  readonly divisionCode?: string;
  /** The type of a 'type' row. */
  readonly keyTypeCode?: FilingTypeCode;
  readonly count: number;
  /** Sums in hundredths of a square metre (area-sum.ts). */
  readonly areas: LandClassAreas;
  /** A 'division' row opens that division's own statistics. */
  readonly drill: boolean;
  readonly url: string;
}

export interface DistrictTotal {
  readonly count: number;
  readonly areas: LandClassAreas;
  readonly url: string;
}

export interface DistrictAnswer {
  readonly division: DistrictDivision;
  /** From the caller's own division down to `division`, both included. */
  readonly breadcrumb: readonly DistrictDivision[];
  /** The filters the answer counted with (divisionCode resolved). */
  readonly query: DistrictQuery;
  readonly rows: readonly DistrictRow[];
  readonly total: DistrictTotal;
}

/** GET /api/op/area/: the division's area by filing type and land class (one 'type' row per type). */
export interface AreaMakeUpAnswer {
  readonly division: DistrictDivision;
  readonly query: DistrictQuery;
  readonly rows: readonly DistrictRow[];
  readonly total: DistrictTotal;
}
