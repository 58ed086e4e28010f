import type { ServiceFailure } from '../affair/service/types';
import type { Directory } from '../directory/directory';
import type { StoredFiling } from '../filing/service/types';
import { err, ok, type Result } from '../shared/result';
import type { LedgerBook } from './ledger-types';

export type LedgerServed<T> = Result<T, ServiceFailure>;
export type LedgerChanged<T> = LedgerServed<{ readonly book: LedgerBook; readonly value: T }>;

/** What every ledger call receives: who asks, when, the people, the stored ledgers and the filings they count. */
export interface LedgerCall {
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
  readonly book: LedgerBook;
  readonly filings: readonly StoredFiling[];
}

export const fail = (status: ServiceFailure['status'], message: string): LedgerServed<never> => err({ status, message });

export const changed = <T>(book: LedgerBook, value: T): LedgerChanged<T> => ok({ book, value });

