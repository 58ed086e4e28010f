import { withinJurisdiction } from '../filing/jurisdiction';
import { hectaresToUnits, type AreaUnits } from '../statistics/area-sum';
import { onemapToolsMessages as m } from './onemap-tools-messages';

/** What a choropleth colours the regions by. */
export type ChoroplethMeasure = 'count' | 'area';

/** What the choropleth needs of a parcel of the 专题图's parcels answer. */
export interface ChoroplethParcel {
  readonly divisionCode: string;
  readonly areaHa: number;
}

/** A region the map has an outline for. */
export interface ChoroplethRegion {
  readonly code: string;
  readonly name: string;
}

export interface RegionTally extends ChoroplethRegion {
  readonly count: number;
  readonly area: AreaUnits;
  /** Index into `classes`; 0 is the class of regions without any. */
  readonly classIndex: number;
}

/** A class of the legend: the regions whose key (count, or whole m² of area) lies in [low, high]. */
export interface ChoroplethClass {
  readonly low: number;
  readonly high: number;
  readonly label: string;
  readonly regions: number;
}

export interface Choropleth {
  readonly measure: ChoroplethMeasure;
  readonly regions: readonly RegionTally[];
  readonly classes: readonly ChoroplethClass[];
  readonly total: { readonly count: number; readonly area: AreaUnits };
  /** Parcels of a division without a county outline of its own in scope (city-level records). */
  readonly unplaced: { readonly count: number; readonly area: AreaUnits };
}

/** Classes besides the "0" class; five reads well on a map and stays apart in colour. */
export const CHOROPLETH_CLASSES = 5;

/**
 * 红谷滩区 was carved out of 新建区 in 2019 and the outline source predates it: its parcels lie in
 * 新建区's outline and count there.
 */
export const OUTLINE_STAND_INS: Readonly<Record<string, string>> = { '360113': '360112' };

export const outlineCodeOf = (divisionCode: string): string => OUTLINE_STAND_INS[divisionCode] ?? divisionCode;

/**
 * The county outlines a viewer's choropleth shows: those within the viewer's jurisdiction, and the
 * stand-in outline of a viewer whose county has none.
 */
export function regionsInScope<R extends ChoroplethRegion & { readonly cityCode?: string }>(outlines: readonly R[], viewer: string): R[] {
  const own = outlineCodeOf(viewer);
  return outlines.filter((o) => o.cityCode !== undefined && (withinJurisdiction(viewer, o.code) || o.code === own));
}

const UNITS_PER_SQUARE_METRE = 100;
const SQUARE_METRES_PER_HECTARE = 10_000;

/** The class key: the count, or the area in whole m² rounded up, so that any area above 0 is at least 1. */
const keyOf = (measure: ChoroplethMeasure, count: number, area: AreaUnits): number =>
  measure === 'count' ? count : Math.ceil(area / UNITS_PER_SQUARE_METRE);

/** m² as hectares to 4 decimals: exact, since 1 m² is 0.0001 公顷. */
const hectaresText = (squareMetres: number): string => {
  const whole = Math.floor(squareMetres / SQUARE_METRES_PER_HECTARE);
  const rest = String(squareMetres % SQUARE_METRES_PER_HECTARE).padStart(4, '0');
  return `${whole}.${rest}`;
};

/** Area units as hectares to 4 decimals, rounded half up to the m². */
export const unitsAsHectares = (area: AreaUnits): string => hectaresText(Math.round(area / UNITS_PER_SQUARE_METRE));

/**
 * Quantile upper bounds over the positive keys: each class ends on a key that occurs, so no class
 * is empty, and there are never more classes than distinct keys.
 */
function upperBounds(keys: readonly number[], classes: number): number[] {
  const sorted = keys.filter((k) => k > 0).sort((a, b) => a - b);
  const bounds: number[] = [];
  for (let k = 1; k <= classes && sorted.length > 0; k += 1) {
    const bound = sorted[Math.ceil((k * sorted.length) / classes) - 1] as number;
    if (bounds.at(-1) !== bound) bounds.push(bound);
  }
  return bounds;
}

function labelOf(measure: ChoroplethMeasure, low: number, high: number): string {
  if (measure === 'count') return high === 0 ? m.zeroClass(m.countUnit) : m.range(String(low), String(high), m.countUnit);
  return high === 0 ? m.zeroClass(m.hectareUnit) : m.range(hectaresText(low), hectaresText(high), m.hectareUnit);
}

/**
 * The count and exact area of the parcels per region, and the legend's classes: a "0" class, then
 * up to CHOROPLETH_CLASSES quantile classes of adjacent whole-number ranges, so that every region
 * falls in exactly one.
 */
export function choropleth(parcels: readonly ChoroplethParcel[], regions: readonly ChoroplethRegion[], measure: ChoroplethMeasure): Choropleth {
  const tallies = new Map(regions.map((r) => [r.code, { count: 0, area: 0 }]));
  const unplaced = { count: 0, area: 0 };
  const total = { count: 0, area: 0 };
  for (const parcel of parcels) {
    const area = hectaresToUnits(parcel.areaHa);
    const tally = tallies.get(outlineCodeOf(parcel.divisionCode)) ?? unplaced;
    tally.count += 1;
    tally.area += area;
    total.count += 1;
    total.area += area;
  }
  const keys = regions.map((r) => {
    const tally = tallies.get(r.code) ?? { count: 0, area: 0 };
    return keyOf(measure, tally.count, tally.area);
  });
  const bounds = [0, ...upperBounds(keys, CHOROPLETH_CLASSES)];
  const classIndexOf = (key: number): number => bounds.findIndex((bound) => key <= bound);
  const tallied = regions.map((r, i): RegionTally => {
    const tally = tallies.get(r.code) ?? { count: 0, area: 0 };
    return { code: r.code, name: r.name, count: tally.count, area: tally.area, classIndex: classIndexOf(keys[i] as number) };
  });
  const classes = bounds.map((high, i): ChoroplethClass => {
    const low = i === 0 ? 0 : (bounds[i - 1] as number) + 1;
    return { low, high, label: labelOf(measure, low, high), regions: tallied.filter((r) => r.classIndex === i).length };
  });
  return { measure, regions: tallied, classes, total, unplaced };
}

/** The legend's closing lines: the total of the parcels shown, and the city-level ones no county holds. */
export function choroplethSummary(map: Choropleth): string[] {
  const lines = [m.total(map.total.count, unitsAsHectares(map.total.area))];
  if (map.unplaced.count > 0) lines.push(m.unplaced(map.unplaced.count));
  return lines;
}
