import { seedLedgerBook } from '../../demo/ledgers';
import type { LedgerBook } from '../../domain/ledger/ledger-types';
import type { MemoryBackend } from './memory-backend';

/** The ledgers of each backend, beside it (as the mock server keeps db.ledgers). */
const books = new WeakMap<MemoryBackend, LedgerBook>();

export const ledgerBookOf = (backend: MemoryBackend): LedgerBook => books.get(backend) ?? seedLedgerBook();

export const storeLedgerBook = (backend: MemoryBackend, book: LedgerBook): void => {
  books.set(backend, book);
};
