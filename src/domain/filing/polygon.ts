import type { Point, Polygon } from './filing-types';

/** Why a boundary is not a valid closed polygon; undefined when it is. */
type PolygonProblem = 'too-few-points' | 'not-closed' | 'zero-area' | 'self-intersecting' | 'not-finite';

export const POLYGON_MESSAGES: Readonly<Record<PolygonProblem, string>> = {
  'too-few-points': '用地范围至少需要4个坐标点（首尾相同）',
  'not-closed': '用地范围未闭合：首尾坐标必须相同',
  'zero-area': '用地范围面积为零',
  'self-intersecting': '用地范围边界自相交',
  'not-finite': '用地范围含有无效坐标',
};

const same = (a: Point, b: Point): boolean => a[0] === b[0] && a[1] === b[1];

const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

const sign = (value: number): number => (value > 0 ? 1 : value < 0 ? -1 : 0);

const onSegment = (p: Point, a: Point, b: Point): boolean =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** Whether closed segments ab and cd share at least one point. */
function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = sign(cross(c, d, a));
  const d2 = sign(cross(c, d, b));
  const d3 = sign(cross(a, b, c));
  const d4 = sign(cross(a, b, d));
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (d1 === 0 && onSegment(a, c, d)) || (d2 === 0 && onSegment(b, c, d)) || (d3 === 0 && onSegment(c, a, b)) || (d4 === 0 && onSegment(d, a, b));
}

/** Shoelace area of a closed ring (absolute value). */
function ringArea(ring: Polygon): number {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i += 1) {
    const a = ring[i] as Point;
    const b = ring[i + 1] as Point;
    twice += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(twice) / 2;
}

/** Two edges sharing vertex b (a→b, b→c) fold back on each other. */
const foldsBack = (a: Point, b: Point, c: Point): boolean =>
  cross(a, b, c) === 0 && (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]) < 0;

function selfIntersects(ring: Polygon): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i += 1) {
    const a = ring[i] as Point;
    const b = ring[i + 1] as Point;
    if (same(a, b)) return true;
    const c = (i + 2 <= edges ? ring[i + 2] : ring[1]) as Point;
    if (foldsBack(a, b, c)) return true;
    for (let j = i + 2; j < edges; j += 1) {
      if (i === 0 && j === edges - 1) continue;
      if (segmentsIntersect(a, b, ring[j] as Point, ring[j + 1] as Point)) return true;
    }
  }
  return false;
}

/** The first problem of a boundary ring, checked in a fixed order; undefined when it is valid. */
export function polygonProblem(ring: Polygon): PolygonProblem | undefined {
  if (ring.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1]))) return 'not-finite';
  if (ring.length < 4) return 'too-few-points';
  if (!same(ring[0] as Point, ring[ring.length - 1] as Point)) return 'not-closed';
  if (ringArea(ring) === 0) return 'zero-area';
  if (selfIntersects(ring)) return 'self-intersecting';
  return undefined;
}
