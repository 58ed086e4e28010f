import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig, scaleFrom } from '../../../mock-server/config';
import { Store } from '../../../mock-server/store';
import { SEED_FILING_COUNT } from '../../../src/demo/filings';

describe('MOCK_SCALE', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['50', 50],
    [' 100 ', 100],
  ])('reads %j as %d', (text, scale) => {
    expect(scaleFrom(text)).toBe(scale);
  });

  it.each(['0', '101', '2.5', '-3', 'abc', '1e1', '0x10'])('refuses %j in Chinese and English', (text) => {
    expect(() => scaleFrom(text)).toThrow(`MOCK_SCALE 须为 1 到 100 之间的整数（当前为 "${text}"）/ MOCK_SCALE must be an integer from 1 to 100 (got "${text}")`);
  });

  it('is checked in the server options too', () => {
    expect(resolveConfig({ dataDir: 'x' }).scale).toBe(1);
    expect(() => resolveConfig({ dataDir: 'x', scale: 0 })).toThrow('scale must be an integer from 1 to 100');
  });

  it('seeds a fresh data directory at the scale, keeps it at the same scale and reseeds it at another', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mock-server-scale-'));
    try {
      const scaled = await Store.open(dataDir, () => undefined, { scale: 2 });
      expect(scaled.db.filings.filings).toHaveLength(2 * SEED_FILING_COUNT);
      expect(scaled.db.seedScale).toBe(2);
      await scaled.update((db) => {
        db.visits = { ...db.visits, '10004': 7 };
      });
      await scaled.close();
      const reopened = await Store.open(dataDir, () => undefined, { scale: 2 });
      expect(reopened.db.visits['10004']).toBe(7);
      await reopened.close();
      const back = await Store.open(dataDir, () => undefined, { scale: 1 });
      expect(back.db.filings.filings).toHaveLength(SEED_FILING_COUNT);
      expect(back.db.visits['10004']).toBeUndefined();
      await back.close();
      expect(JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8'))).not.toHaveProperty('seedScale');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
