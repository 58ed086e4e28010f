import { err, ok, type Result } from '../shared/result';

/**
 * 文号: 机关代字〔年份〕序号号, e.g. 赣自然资发〔2026〕12号. GB/T 9704 writes the year in full inside
 * 〔〕 and the sequence without 第 and without padding (1, not 01), so unlike filing numbers the
 * sequence is not zero-filled.
 */
export const formatDocumentNumber = (agencyCode: string, year: number, sequence: number): string => `${agencyCode}〔${year}〕${sequence}号`;

interface ParsedDocumentNumber {
  readonly agencyCode: string;
  readonly year: number;
  readonly sequence: number;
}

/** The parts of a 文号, or undefined when it is not one (a padded sequence such as 012 is not). */
export function parseDocumentNumber(text: string): ParsedDocumentNumber | undefined {
  const match = /^([^〔〕]+)〔(\d{4})〕([1-9]\d*)号$/.exec(text);
  if (match === null) return undefined;
  return { agencyCode: match[1] ?? '', year: Number(match[2]), sequence: Number(match[3]) };
}

/**
 * The ledger of issued 文号: for each 机关代字 and year, the last sequence issued. A number once
 * issued is never given again, so the ledger only grows; `version` moves with every allocation
 * and is what compare-and-set checks, which is how two documents numbered at the same moment
 * get consecutive numbers instead of the same one.
 */
export interface DocumentLedger {
  readonly version: number;
  readonly last: Readonly<Record<string, number>>;
}

export const EMPTY_DOCUMENT_LEDGER: DocumentLedger = { version: 0, last: {} };

const keyOf = (agencyCode: string, year: number): string => `${agencyCode}〔${year}〕`;

/** Where the ledger stands for a 机关代字 and year: the number the next document would get. */
export const nextSequence = (ledger: DocumentLedger, agencyCode: string, year: number): number => (ledger.last[keyOf(agencyCode, year)] ?? 0) + 1;

interface DocumentAllocation {
  readonly ledger: DocumentLedger;
  readonly sequence: number;
  readonly number: string;
}

/** The next 文号 of a 机关代字 and year, with the ledger that records it (version + 1). */
export function allocateDocumentNumber(ledger: DocumentLedger, agencyCode: string, year: number): DocumentAllocation {
  const sequence = nextSequence(ledger, agencyCode, year);
  return {
    ledger: { version: ledger.version + 1, last: { ...ledger.last, [keyOf(agencyCode, year)]: sequence } },
    sequence,
    number: formatDocumentNumber(agencyCode, year, sequence),
  };
}

interface StaleDocumentLedger {
  readonly code: 'stale-ledger';
  readonly currentVersion: number;
}

/** Compare-and-set: store `next` only if the stored ledger is still the one the allocation read. */
export function commitDocumentLedger(stored: DocumentLedger, expectedVersion: number, next: DocumentLedger): Result<DocumentLedger, StaleDocumentLedger> {
  return stored.version === expectedVersion ? ok(next) : err({ code: 'stale-ledger', currentVersion: stored.version });
}
