import { divisionLevel } from '../filing/jurisdiction';
import type { FilingData, FilingTypeCode, Polygon } from '../filing/filing-types';
import { divisionName, divisionOf, nameOf } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { Directory, FilingCall, FilingServed, StoredFiling } from '../filing/service/types';
import { ok } from '../shared/result';
import { encodeRing } from './parcel-ring';
import type { OnemapAnswer, OnemapParcel } from './onemap-types';

/** A ring needs three distinct vertices and the closing one. */
const MIN_RING_LENGTH = 4;

/** The filing types that carry a boundary: 临时用地 and 设施农业用地. */
export type OnemapTypeCode = Extract<FilingTypeCode, '1' | '2'>;
export const ONEMAP_TYPE_CODES: readonly OnemapTypeCode[] = ['1', '2'];

/** The boundary a filing draws on the map; the types without one draw nothing. */
export function boundaryOf(data: FilingData): Polygon | undefined {
  if (data.typeCode !== '1' && data.typeCode !== '2') return undefined;
  return data.boundary.length >= MIN_RING_LENGTH ? data.boundary : undefined;
}

function parcelOf(f: StoredFiling, boundary: Polygon): OnemapParcel {
  return {
    id: f.keyNumGather,
    number: f.filingNumber ?? '',
    projectName: nameOf(f.data).name,
    keyTypeCode: f.keyTypeCode,
    status: f.status,
    divisionCode: f.divisionCode,
    areaHa: f.data.typeCode === '1' || f.data.typeCode === '2' ? f.data.totalArea : 0,
    ring: encodeRing(boundary),
  };
}

/**
 * The answers already computed, per book (every write makes a new filings array, so an entry is
 * never stale), directory and viewer's division: at the scaled seed a province answer encodes
 * some 18,000 rings, which a map page reloading should not pay for again.
 */
const answers = new WeakMap<readonly StoredFiling[], WeakMap<Directory['divisions'], Map<string, OnemapAnswer>>>();

function computed(call: FilingCall, viewer: string): FilingServed<OnemapAnswer> {
  const records = filingListRecords(call, 'query');
  if (!records.ok) return records;
  const parcels: OnemapParcel[] = [];
  const divisionNames: Record<string, string> = {};
  for (const f of records.value) {
    const boundary = boundaryOf(f.data);
    if (boundary === undefined) continue;
    parcels.push(parcelOf(f, boundary));
    divisionNames[f.divisionCode] ??= divisionName(call.dir, f.divisionCode);
  }
  const level = divisionLevel(viewer) ?? 'county';
  return ok({ division: { code: viewer, name: divisionName(call.dir, viewer), level }, divisionNames, parcels });
}

/**
 * GET /api/op/onemap/parcels: every filing 备案查询 lists for the caller (their jurisdiction, any
 * status) that has a boundary polygon, newest change first.
 */
export function onemapParcels(call: FilingCall): FilingServed<OnemapAnswer> {
  const viewer = divisionOf(call.dir, call.userId);
  if (!viewer.ok) return viewer;
  const byDirectory = answers.get(call.book.filings) ?? new WeakMap<Directory['divisions'], Map<string, OnemapAnswer>>();
  answers.set(call.book.filings, byDirectory);
  const byViewer = byDirectory.get(call.dir.divisions) ?? new Map<string, OnemapAnswer>();
  byDirectory.set(call.dir.divisions, byViewer);
  const known = byViewer.get(viewer.value);
  if (known !== undefined) return ok(known);
  const answer = computed(call, viewer.value);
  if (answer.ok) byViewer.set(viewer.value, answer.value);
  return answer;
}
