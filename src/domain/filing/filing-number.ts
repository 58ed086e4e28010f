import { err, ok, type Result } from '../shared/result';
import type { FilingTypeCode } from './filing-types';

/** The type part of a filing number: 赣临备〔2026〕0001号. */
const FILING_NUMBER_PREFIXES: Readonly<Record<FilingTypeCode, string>> = {
  '1': '赣临备',
  '2': '赣设农备',
  '3': '赣规许备',
  '4': '赣宅备',
};

/**
 * The ledger of issued numbers: for each type and year, the last sequence number issued. Numbers
 * are never reused, so the ledger only grows; `version` changes with every allocation and is what
 * compare-and-set checks.
 */
export interface NumberLedger {
  readonly version: number;
  readonly last: Readonly<Record<string, number>>;
}

export const EMPTY_LEDGER: NumberLedger = { version: 0, last: {} };

const keyOf = (type: FilingTypeCode, year: number): string => `${type}:${year}`;

export const formatFilingNumber = (type: FilingTypeCode, year: number, sequence: number): string =>
  `${FILING_NUMBER_PREFIXES[type]}〔${year}〕${String(sequence).padStart(4, '0')}号`;

interface ParsedFilingNumber {
  readonly type: FilingTypeCode;
  readonly year: number;
  readonly sequence: number;
}

/** The parts of a filing number, or undefined when it is not one. */
export function parseFilingNumber(text: string): ParsedFilingNumber | undefined {
  const match = /^(.+)〔(\d{4})〕(\d{4,})号$/.exec(text);
  if (match === null) return undefined;
  const type = (Object.keys(FILING_NUMBER_PREFIXES) as FilingTypeCode[]).find((code) => FILING_NUMBER_PREFIXES[code] === match[1]);
  const sequence = Number(match[3]);
  return type === undefined || sequence < 1 ? undefined : { type, year: Number(match[2]), sequence };
}

interface Allocation {
  readonly ledger: NumberLedger;
  readonly sequence: number;
  readonly number: string;
}

/** The next number of a type and year, with the ledger that records it (version + 1). */
export function allocateFilingNumber(ledger: NumberLedger, type: FilingTypeCode, year: number): Allocation {
  const key = keyOf(type, year);
  const sequence = (ledger.last[key] ?? 0) + 1;
  return { ledger: { version: ledger.version + 1, last: { ...ledger.last, [key]: sequence } }, sequence, number: formatFilingNumber(type, year, sequence) };
}

interface StaleLedger {
  readonly code: 'stale-ledger';
  readonly currentVersion: number;
}

/**
 * Compare-and-set: store `next` only if the stored ledger still has the version the allocation
 * was computed from; otherwise the caller re-reads and allocates again.
 */
export function commitLedger(stored: NumberLedger, expectedVersion: number, next: NumberLedger): Result<NumberLedger, StaleLedger> {
  return stored.version === expectedVersion ? ok(next) : err({ code: 'stale-ledger', currentVersion: stored.version });
}
