import type { Point, Polygon } from './filing-types';
import { POLYGON_MESSAGES, polygonProblem } from './polygon';

/** Jiangxi's rough extent in degrees: a boundary outside it is a typo or a projected CRS. */
export const JIANGXI_EXTENT = { minLng: 113.5, maxLng: 118.5, minLat: 24.5, maxLat: 30.1 } as const;

/** Decimals kept for a vertex: 1e-6° is about 0.1 m, finer than any survey a clerk enters. */
const COORDINATE_DECIMALS = 6;

export type BoundaryParse = { readonly ok: true; readonly ring: Polygon } | { readonly ok: false; readonly errors: readonly string[] };

/** Line problems beyond this many are summarised: a pasted wrong file should not flood the form. */
const MAX_LINE_ERRORS = 5;

const EXTENT_TEXT = `经度${JIANGXI_EXTENT.minLng}–${JIANGXI_EXTENT.maxLng}，纬度${JIANGXI_EXTENT.minLat}–${JIANGXI_EXTENT.maxLat}`;

export const roundCoordinate = (value: number): number => {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
};

const insideJiangxi = ([lng, lat]: Point): boolean =>
  lng >= JIANGXI_EXTENT.minLng && lng <= JIANGXI_EXTENT.maxLng && lat >= JIANGXI_EXTENT.minLat && lat <= JIANGXI_EXTENT.maxLat;

/** One vertex per line as "lng,lat", the first vertex repeated last (the ring is stored closed). */
export const formatBoundary = (ring: Polygon): string => ring.map(([lng, lat]) => `${lng},${lat}`).join('\n');

const distinctCount = (ring: Polygon): number => new Set(ring.map(([lng, lat]) => `${lng},${lat}`)).size;

/** Every reason a ring of numbers is not an acceptable boundary, in a fixed order. */
export function ringErrors(ring: Polygon): string[] {
  const errors: string[] = [];
  if (ring.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) return [POLYGON_MESSAGES['not-finite']];
  const outside = ring.findIndex((p) => !insideJiangxi(p));
  if (outside >= 0) {
    const [lng, lat] = ring[outside] as Point;
    errors.push(`第${outside + 1}个坐标点（${lng}, ${lat}）不在江西省范围内（${EXTENT_TEXT}），请使用经纬度坐标`);
  }
  if (distinctCount(ring) < 3) {
    errors.push('用地范围至少需要3个不同的坐标点');
    return errors;
  }
  const problem = polygonProblem(ring);
  if (problem !== undefined) errors.push(POLYGON_MESSAGES[problem]);
  return errors;
}

const checked = (ring: Polygon): BoundaryParse => {
  const errors = ringErrors(ring);
  return errors.length === 0 ? { ok: true, ring } : { ok: false, errors };
};

/** A decimal number as people type it; Number('') and Number('0x10') would accept too much. */
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The coordinates editor's text: one "lng,lat" vertex a line (a Chinese comma, a tab or spaces
 * also separate), blank lines ignored. The ring must be closed by repeating the first vertex.
 */
export function parseBoundary(text: string): BoundaryParse {
  const ring: Point[] = [];
  const errors: string[] = [];
  let badLines = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(/\s*[,，\t]\s*|\s+/);
    const numbers = parts.map((part) => (NUMBER.test(part) ? Number(part) : Number.NaN));
    if (parts.length !== 2 || numbers.some((n) => !Number.isFinite(n))) {
      badLines += 1;
      if (badLines <= MAX_LINE_ERRORS) errors.push(`第${index + 1}行“${line}”不是“经度,纬度”格式的坐标`);
      return;
    }
    ring.push([numbers[0] as number, numbers[1] as number]);
  });
  if (badLines > MAX_LINE_ERRORS) errors.push(`另有${badLines - MAX_LINE_ERRORS}行格式不正确`);
  if (errors.length > 0) return { ok: false, errors };
  if (ring.length === 0) return { ok: false, errors: ['请输入用地范围坐标，每行一个“经度,纬度”'] };
  return checked(ring);
}

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The outer ring of the first Polygon: a bare geometry, a Feature or a FeatureCollection. */
function firstPolygonRing(json: Json): Json {
  if (!isObject(json)) return undefined;
  if (json.type === 'Polygon') return Array.isArray(json.coordinates) ? json.coordinates[0] : null;
  if (json.type === 'Feature') return firstPolygonRing(json.geometry);
  if (json.type === 'FeatureCollection' && Array.isArray(json.features)) {
    for (const feature of json.features) {
      const ring = firstPolygonRing(feature);
      if (ring !== undefined) return ring;
    }
  }
  return undefined;
}

const isPosition = (value: Json): value is readonly number[] =>
  Array.isArray(value) && value.length >= 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/**
 * A GeoJSON file's boundary: the first Polygon's outer ring (holes and a third ordinate are
 * dropped, a filing boundary is one ring), checked like typed coordinates.
 */
export function parseGeoJsonBoundary(text: string): BoundaryParse {
  let json: Json;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['文件不是有效的GeoJSON（JSON格式错误）'] };
  }
  const ring = firstPolygonRing(json);
  if (ring === undefined) return { ok: false, errors: ['文件中没有面（Polygon）要素'] };
  if (!Array.isArray(ring) || !ring.every(isPosition)) return { ok: false, errors: ['面要素的坐标格式不正确'] };
  return checked(ring.map((p): Point => [roundCoordinate(p[0] as number), roundCoordinate(p[1] as number)]));
}

/** Same radius as OpenLayers' ol/sphere, so the area matches what the map measures. */
const EARTH_RADIUS_M = 6371008.8;
const RAD = Math.PI / 180;

/** Geodesic area of a lng/lat ring in square metres (spherical excess, as ol/sphere getArea). */
export function geodesicArea(ring: Polygon): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % n] as Point;
    sum += (x2 - x1) * RAD * (2 + Math.sin(y1 * RAD) + Math.sin(y2 * RAD));
  }
  return Math.abs((sum * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** Geodesic area in hectares, rounded to the 4 decimals every filing area uses. */
export const geodesicHectares = (ring: Polygon): number => Math.round(geodesicArea(ring)) / 10_000;

/** The drawn area as shown: the same figure a seeded record declares as its total. */
export const formatHectares = (ring: Polygon): string => geodesicHectares(ring).toFixed(4);
