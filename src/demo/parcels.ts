import type { Point } from '../domain/filing/filing-types';
import { geodesicHectares } from '../domain/filing/boundary-text';
import { pointInMultiPolygon, ringInside, type MultiPolygonCoordinates } from '../domain/filing/inside-outline';
import outlines from '../geo/jiangxi-outlines.json';
import { outlineCodeOf } from '../domain/onemap/choropleth';
import { randomInt, type Random } from './prng';

interface Outline {
  readonly shape: MultiPolygonCoordinates;
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

function outlineOf(shape: MultiPolygonCoordinates): Outline {
  const points = shape.flatMap((polygon) => polygon[0] ?? []);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { shape, west: Math.min(...xs), south: Math.min(...ys), east: Math.max(...xs), north: Math.max(...ys) };
}

// The generated file holds [lon, lat] pairs only (tests/unit/geo checks it), which JSON typing cannot say.
const OUTLINES: ReadonlyMap<string, Outline> = new Map(outlines.features.map((f) => [f.properties.code, outlineOf(f.geometry.coordinates as unknown as MultiPolygonCoordinates)]));

/** The real outline a division's parcels lie in: its county's, or its city's for city-level records. */
export const parcelOutline = (divisionCode: string): MultiPolygonCoordinates => outlineFor(divisionCode).shape;

function outlineFor(divisionCode: string): Outline {
  const outline = OUTLINES.get(outlineCodeOf(divisionCode));
  if (outline === undefined) throw new Error(`no outline for division ${divisionCode}`);
  return outline;
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
const METRES_PER_DEGREE = 111_320;
/** Rejection sampling ends long before this in every county; reaching it means an outline is broken. */
const ATTEMPTS = 200;

/**
 * A simple closed ring of about `hectares` around a centre: vertices at increasing angles around
 * one point never cross, so the ring is always valid.
 */
function ringAround(random: Random, [cx, cy]: Point, hectares: number): Point[] {
  const radius = Math.sqrt((hectares * 10_000) / Math.PI);
  const count = randomInt(random, 4, 7);
  const ring: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = ((i + 0.2 + random() * 0.6) / count) * 2 * Math.PI;
    const r = radius * (0.75 + random() * 0.5);
    ring.push([round6(cx + (r * Math.cos(angle)) / (METRES_PER_DEGREE * Math.cos((cy * Math.PI) / 180))), round6(cy + (r * Math.sin(angle)) / METRES_PER_DEGREE)]);
  }
  return [...ring, ring[0] as Point];
}

/**
 * A plausible parcel of about `hectares` at a random place inside the division's real outline,
 * with its geodesic area in hectares (4 decimals): the figure the record declares as its total.
 */
export function parcelIn(random: Random, divisionCode: string, hectares: number): { readonly boundary: Point[]; readonly hectares: number } {
  const outline = outlineFor(divisionCode);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const centre: Point = [outline.west + random() * (outline.east - outline.west), outline.south + random() * (outline.north - outline.south)];
    if (!pointInMultiPolygon(centre, outline.shape)) continue;
    const boundary = ringAround(random, centre, hectares);
    if (ringInside(boundary, outline.shape)) return { boundary, hectares: geodesicHectares(boundary) };
  }
  throw new Error(`no parcel fits inside division ${divisionCode}`);
}
