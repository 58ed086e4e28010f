import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seedArchiveBook } from '../../src/demo/archives';
import { generateDemoData } from '../../src/demo/demo-data';
import type { ArchiveCall } from '../../src/domain/archive/archive-call';
import { allocateCatalogue, catalogueNumber } from '../../src/domain/archive/archive-catalogue-number';
import { catalogueRefusal } from '../../src/domain/archive/archive-catalogue-rules';
import { catalogueIn, catalogueOut } from '../../src/domain/archive/archive-catalogues';
import { commitAllocation } from '../../src/domain/archive/archive-number';
import type { ArchiveBook, CatalogueDirection } from '../../src/domain/archive/archive-types';

const EMPTY: ArchiveBook = { records: [], loans: [], catalogues: [], counters: { 'Z0121-2026-D30-BGS': 4 }, revision: 0, sequence: 0 };
const fonds = fc.constantFrom('Z0000', 'Z0100', 'Z0121');
const year = fc.constantFrom(2025, 2026);

/** A clerk numbering one catalogue: read the book, compute, compare-and-set; retry when stale. */
interface Clerk {
  readonly fonds: string;
  readonly year: number;
  read: ArchiveBook | undefined;
  done: number | undefined;
}

const dir = generateDemoData();
const NOW = Date.parse('2026-11-26T02:00:00.000Z');
const SEED = seedArchiveBook(dir, NOW);
const COUNTY = '10004';
const countyRecords = SEED.records.filter((r) => r.divisionCode === '360121');
const callAt = (archives: ArchiveBook, minutes: number): ArchiveCall => ({ dir, userId: COUNTY, at: new Date(NOW + minutes * 60_000).toISOString(), archives });

describe('目录号', () => {
  test.prop([fc.array(fc.tuple(fonds, year), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 400 })])(
    'any interleaving of concurrent catalogues yields unique, gapless 目录号 per unit and year',
    (requests, schedule) => {
      let stored = EMPTY;
      const clerks: Clerk[] = requests.map(([f, y]) => ({ fonds: f, year: y, read: undefined, done: undefined }));
      const step = (clerk: Clerk): void => {
        if (clerk.done !== undefined) return;
        if (clerk.read === undefined) {
          clerk.read = stored;
          return;
        }
        const allocation = allocateCatalogue(clerk.read.counters, clerk.fonds, clerk.year);
        const committed = commitAllocation(stored, clerk.read.revision, allocation);
        clerk.read = undefined;
        if (committed.ok) {
          stored = committed.value;
          clerk.done = allocation.serial;
        }
      };
      for (const pick of schedule) step(clerks[pick % clerks.length] as Clerk);
      for (let guard = 0; clerks.some((c) => c.done === undefined) && guard < 1000; guard += 1) for (const c of clerks) step(c);
      const bySeries = new Map<string, number[]>();
      for (const clerk of clerks) bySeries.set(`${clerk.fonds}-${clerk.year}`, [...(bySeries.get(`${clerk.fonds}-${clerk.year}`) ?? []), clerk.done ?? 0]);
      for (const serials of bySeries.values()) expect([...serials].sort((a, b) => a - b)).toEqual(serials.map((_, i) => i + 1));
      expect(stored.revision).toBe(clerks.length);
      expect(stored.counters['Z0121-2026-D30-BGS']).toBe(4);
    },
  );

  test.prop([fonds, year, fc.integer({ min: 1, max: 999 })])('has four parts and a three-digit 序号', (f, y, serial) => {
    expect(catalogueNumber(f, y, serial)).toBe(`${f}-${y}-ML-${String(serial).padStart(3, '0')}`);
  });
});

const request = fc.record({
  direction: fc.constantFrom<CatalogueDirection>('in', 'out'),
  picks: fc.uniqueArray(fc.nat({ max: countyRecords.length - 1 }), { minLength: 1, maxLength: 6 }),
});

describe('新目录, all or none', () => {
  test.prop([fc.array(request, { minLength: 1, maxLength: 8 })], { numRuns: 60 })(
    'a catalogue goes through only when every record may go, and a refusal names exactly the records that may not and changes nothing',
    (requests) => {
      let book = SEED;
      const made: number[] = [];
      requests.forEach(({ direction, picks }, index) => {
        const ids = picks.map((p) => countyRecords[p]?.id ?? '');
        const expected = Object.fromEntries(
          ids.flatMap((id) => {
            const record = book.records.find((r) => r.id === id);
            const why = record === undefined ? 'missing' : catalogueRefusal(book, '360121', record, direction);
            return why === undefined ? [] : [[id, why]];
          }),
        );
        const call = callAt(book, index);
        const result = direction === 'in' ? catalogueIn(call, { archiveIds: ids, note: '' }) : catalogueOut(call, { archiveIds: ids, note: '', reason: '移交', receiver: '' });
        if (!result.ok) {
          expect(result.error.status).toBe(409);
          expect(result.error.recordProblems).toEqual(expected);
          return;
        }
        expect(expected).toEqual({});
        const before = book;
        book = result.value.archives;
        made.push(result.value.value.serial);
        for (const record of book.records) {
          const was = before.records.find((r) => r.id === record.id);
          const listed = ids.includes(record.id);
          if (direction === 'out' && listed) expect([record.state, record.version]).toEqual(['out', (was?.version ?? 0) + 1]);
          else expect(record).toBe(was);
        }
      });
      const own = book.catalogues.filter((c) => c.divisionCode === '360121' && c.year === 2026).map((c) => c.serial);
      expect(own).toEqual(own.map((_, i) => i + 1));
      for (const direction of ['in', 'out'] as const) {
        const listed = book.catalogues.filter((c) => c.direction === direction).flatMap((c) => c.archiveIds);
        expect(new Set(listed).size).toBe(listed.length);
      }
      expect(made.length).toBeLessThanOrEqual(requests.length);
    },
  );
});
