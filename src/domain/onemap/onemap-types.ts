import type { DivisionLevel } from '../filing/jurisdiction';
import type { FilingTypeCode } from '../filing/filing-types';
import type { FilingStatus } from '../filing/lifecycle';

/** One filing on the map: what the legend, the search and the popup need, and its boundary. */
export interface OnemapParcel {
  /** The record's key (keyNumGather): the details page opens by it. */
  readonly id: string;
  /** The filing number; empty while the record has none (drafts, records under review). */
  readonly number: string;
  readonly projectName: string;
  readonly keyTypeCode: FilingTypeCode;
  readonly status: FilingStatus;
  readonly divisionCode: string;
  /** The declared total area in hectares. */
  readonly areaHa: number;
  /** The boundary as [lon0, lat0, lon1, lat1, …] rounded to 6 decimals, without the repeated closing vertex. */
  readonly ring: readonly number[];
}

/** The viewer's jurisdiction, which the map fits. */
export interface OnemapDivision {
  readonly code: string;
  readonly name: string;
  readonly level: DivisionLevel;
}

/** GET /api/op/onemap/parcels: every filing with a boundary in the caller's jurisdiction. */
export interface OnemapAnswer {
  readonly division: OnemapDivision;
  /** The names of the divisions the parcels lie in, by code (kept once here instead of on every parcel). */
  readonly divisionNames: Readonly<Record<string, string>>;
  readonly parcels: readonly OnemapParcel[];
}
