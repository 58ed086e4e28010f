import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { EMPTY_LEDGER, allocateFilingNumber, commitLedger, formatFilingNumber, parseFilingNumber, type NumberLedger } from '../../src/domain/filing/filing-number';
import type { FilingTypeCode } from '../../src/domain/filing/filing-types';
import { saveVersioned, STALE_VERSION_MESSAGE } from '../../src/domain/filing/versioning';

const type = fc.constantFrom<FilingTypeCode>('1', '2', '3', '4');
const year = fc.constantFrom(2024, 2025, 2026);

/** A client approving one filing: read the ledger, compute, compare-and-set; retry when stale. */
interface Client {
  readonly type: FilingTypeCode;
  readonly year: number;
  read: NumberLedger | undefined;
  done: string | undefined;
}

describe('filing numbers', () => {
  test.prop([fc.array(fc.tuple(type, year), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 400 })])(
    'any interleaving of concurrent allocations yields gapless unique numbers per type and year',
    (requests, schedule) => {
      let stored: NumberLedger = EMPTY_LEDGER;
      const clients: Client[] = requests.map(([t, y]) => ({ type: t, year: y, read: undefined, done: undefined }));
      /** One step of one client: a read, or an attempt to commit what it computed from its read. */
      const step = (client: Client): void => {
        if (client.done !== undefined) return;
        if (client.read === undefined) {
          client.read = stored;
          return;
        }
        const allocation = allocateFilingNumber(client.read, client.type, client.year);
        const committed = commitLedger(stored, client.read.version, allocation.ledger);
        client.read = undefined;
        if (committed.ok) {
          stored = committed.value;
          client.done = allocation.number;
        }
      };
      for (const pick of schedule) step(clients[pick % clients.length] as Client);
      for (let guard = 0; clients.some((c) => c.done === undefined) && guard < 1000; guard += 1) for (const c of clients) step(c);
      const numbers = clients.map((c) => c.done ?? '');
      expect(new Set(numbers).size).toBe(numbers.length);
      const byKey = new Map<string, number[]>();
      for (const n of numbers) {
        const parsed = parseFilingNumber(n);
        expect(parsed).toBeDefined();
        if (parsed === undefined) continue;
        const key = `${parsed.type}:${parsed.year}`;
        byKey.set(key, [...(byKey.get(key) ?? []), parsed.sequence]);
      }
      for (const sequences of byKey.values()) expect([...sequences].sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
      expect(stored.version).toBe(clients.length);
    },
  );

  test.prop([type, fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 99_999 })])('format and parse round-trip', (t, y, s) => {
    expect(parseFilingNumber(formatFilingNumber(t, y, s))).toEqual({ type: t, year: y, sequence: s });
  });
});

describe('optimistic concurrency', () => {
  test.prop([fc.nat(100), fc.nat(100), fc.string()])('only the current version saves, and the version moves on', (stored, submitted, note) => {
    const outcome = saveVersioned({ version: stored, note: 'old' }, { version: submitted, note });
    if (stored === submitted) expect(outcome).toEqual({ ok: true, value: { version: stored + 1, note } });
    else expect(outcome).toEqual({ ok: false, error: { code: 'stale-version', message: STALE_VERSION_MESSAGE, currentVersion: stored, submittedVersion: submitted } });
  });
});
