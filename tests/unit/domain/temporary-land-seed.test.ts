import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { SEED_LAST_DAY, seedFilingBook } from '../../../src/demo/filings';
import { seedTemporaryLands } from '../../../src/demo/temporary-lands';
import { acceptanceStateOf } from '../../../src/domain/temporary-land/acceptance';
import { STATUS_ORDER } from '../../../src/domain/temporary-land/status';
import { landRows } from '../../../src/domain/temporary-land/service/land-list';

const demo = generateDemoData();
const filings = seedFilingBook();
const lands = seedTemporaryLands(filings);
const at = `${SEED_LAST_DAY}T04:00:00.000Z`;
const statusesOf = (userId: string): Set<string> => {
  const rows = landRows({ filings, lands, dir: { users: demo.users, departments: demo.departments, divisions: demo.divisions }, userId, at }, {});
  if (!rows.ok) throw new Error(rows.error.message);
  return new Set(rows.value.map((row) => row.status));
};

describe('the seeded temporary land uses', () => {
  it('show every status to 南昌县 (10004) and 南昌市 (10003) on the seed day', () => {
    expect([...statusesOf('10004')].sort()).toEqual([...STATUS_ORDER].sort());
    expect([...statusesOf('10003')].sort()).toEqual([...STATUS_ORDER].sort());
  });

  it('keep histories the acceptance machine accepts: request before decision, dates in order, none after the seed day, version = entries', () => {
    expect(seedTemporaryLands(filings)).toEqual(lands);
    for (const land of lands.lands) {
      expect(land.version).toBe(land.history.length);
      expect(land.deposit).toBeGreaterThan(0);
      land.history.forEach((entry, i) => {
        expect(entry.kind).toBe(i % 2 === 0 ? 'request' : 'decision');
        expect(entry.date <= SEED_LAST_DAY).toBe(true);
        if (i > 0) expect(entry.date >= (land.history[i - 1]?.date ?? '')).toBe(true);
      });
      expect(acceptanceStateOf('360121', land.history).phase).not.toBe(undefined);
    }
  });
});
