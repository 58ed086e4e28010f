import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  EMPTY_DOCUMENT_LEDGER,
  allocateDocumentNumber,
  commitDocumentLedger,
  formatDocumentNumber,
  parseDocumentNumber,
  type DocumentLedger,
} from '../../src/domain/document/document-number';
import { agencyCodeOf } from '../../src/domain/document/document-agency';
import { numberPost } from '../../src/domain/document/post-numbering';
import { documentMessages } from '../../src/domain/document/document-messages';

const agency = fc.constantFrom('赣自然资发', '赣自然资函', '南昌自然资发', '南昌县自然资发');
const year = fc.constantFrom(2025, 2026);

/** A clerk numbering one post: read the ledger, compute, compare-and-set; retry when stale. */
interface Clerk {
  readonly agency: string;
  readonly year: number;
  read: DocumentLedger | undefined;
  done: string | undefined;
}

describe('文号', () => {
  test.prop([fc.array(fc.tuple(agency, year), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 400 })])(
    'any interleaving of concurrent numbering yields unique, gapless 文号 per 机关代字 and year',
    (requests, schedule) => {
      let stored: DocumentLedger = EMPTY_DOCUMENT_LEDGER;
      const clerks: Clerk[] = requests.map(([a, y]) => ({ agency: a, year: y, read: undefined, done: undefined }));
      const step = (clerk: Clerk): void => {
        if (clerk.done !== undefined) return;
        if (clerk.read === undefined) {
          clerk.read = stored;
          return;
        }
        const allocation = allocateDocumentNumber(clerk.read, clerk.agency, clerk.year);
        const committed = commitDocumentLedger(stored, clerk.read.version, allocation.ledger);
        clerk.read = undefined;
        if (committed.ok) {
          stored = committed.value;
          clerk.done = allocation.number;
        }
      };
      for (const pick of schedule) step(clerks[pick % clerks.length] as Clerk);
      for (let guard = 0; clerks.some((c) => c.done === undefined) && guard < 1000; guard += 1) for (const c of clerks) step(c);
      const numbers = clerks.map((c) => c.done ?? '');
      expect(new Set(numbers).size).toBe(numbers.length);
      const bySeries = new Map<string, number[]>();
      clerks.forEach((clerk, index) => {
        const parsed = parseDocumentNumber(numbers[index] ?? '');
        expect(parsed).toEqual(expect.objectContaining({ agencyCode: clerk.agency, year: clerk.year }));
        if (parsed === undefined) return;
        const key = `${parsed.agencyCode}:${parsed.year}`;
        bySeries.set(key, [...(bySeries.get(key) ?? []), parsed.sequence]);
      });
      for (const sequences of bySeries.values()) expect([...sequences].sort((a, b) => a - b)).toEqual(sequences.map((_, i) => i + 1));
      expect(stored.version).toBe(clerks.length);
    },
  );

  test.prop([agency, fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 99_999 })])('format and parse round-trip, sequence not padded', (a, y, s) => {
    const text = formatDocumentNumber(a, y, s);
    expect(text).toBe(`${a}〔${y}〕${s}号`);
    expect(parseDocumentNumber(text)).toEqual({ agencyCode: a, year: y, sequence: s });
  });

  test('a padded or 第-prefixed sequence is not a 文号 (GB/T 9704)', () => {
    expect(parseDocumentNumber('赣自然资发〔2026〕012号')).toBeUndefined();
    expect(parseDocumentNumber('赣自然资发〔2026〕第12号')).toBeUndefined();
    expect(parseDocumentNumber('赣自然资发〔26〕12号')).toBeUndefined();
    expect(formatDocumentNumber('赣自然资发', 2026, 12)).toBe('赣自然资发〔2026〕12号');
  });

  test.prop([fc.array(fc.tuple(fc.boolean(), fc.nat(3)), { minLength: 1, maxLength: 30 })])(
    'numbering a post twice (double click, retry) keeps its 文号 and never burns a number',
    (attempts) => {
      let ledger = EMPTY_DOCUMENT_LEDGER;
      const posts = [0, 1, 2, 3].map((i) => ({ id: `FW${i}`, agencyCode: '赣自然资发' as string, docNumber: undefined as string | undefined }));
      for (const [atNumbering, which] of attempts) {
        const post = posts[which];
        if (post === undefined) continue;
        const outcome = numberPost(ledger, ledger.version, post, atNumbering, 2026);
        if (!outcome.ok) {
          expect(post.docNumber).toBeUndefined();
          expect(outcome.error.message).toBe(documentMessages.notAtNumbering);
          continue;
        }
        if (post.docNumber !== undefined) expect(outcome.value.post.docNumber).toBe(post.docNumber);
        ledger = outcome.value.ledger;
        post.docNumber = outcome.value.post.docNumber;
      }
      const issued = posts.flatMap((p) => (p.docNumber === undefined ? [] : [parseDocumentNumber(p.docNumber)?.sequence ?? 0])).sort((a, b) => a - b);
      expect(issued).toEqual(issued.map((_, i) => i + 1));
      expect(ledger.version).toBe(issued.length);
    },
  );

  test('numbering against a stale read is refused with a retry message', () => {
    const first = allocateDocumentNumber(EMPTY_DOCUMENT_LEDGER, '赣自然资发', 2026).ledger;
    const outcome = numberPost(first, 0, { id: 'FW1', agencyCode: '赣自然资发' }, true, 2026);
    expect(outcome).toEqual({ ok: false, error: { status: 409, message: documentMessages.numberingStale } });
  });
});

describe('机关代字', () => {
  test('province, city and county series, 函 apart', () => {
    expect(agencyCodeOf('province', '江西省', '通知')).toBe('赣自然资发');
    expect(agencyCodeOf('province', '江西省', '函')).toBe('赣自然资函');
    expect(agencyCodeOf('city', '南昌市', '请示')).toBe('南昌自然资发');
    expect(agencyCodeOf('county', '南昌县', '报告')).toBe('南昌县自然资发');
  });

  test.prop([fc.constantFrom('南昌', '九江', '赣州', '吉安'), fc.constantFrom('县', '区', '市')])('a county never shares its city series', (stem, suffix) => {
    expect(agencyCodeOf('county', `${stem}${suffix}`, '通知')).not.toBe(agencyCodeOf('city', `${stem}市`, '通知'));
  });
});
