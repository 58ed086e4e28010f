import { err, ok, type Result } from '../shared/result';
import { allocateDocumentNumber, commitDocumentLedger, type DocumentLedger } from './document-number';
import { documentMessages as m } from './document-messages';

/** The part of a post that numbering reads and writes. */
export interface NumberablePost {
  readonly id: string;
  readonly agencyCode: string;
  readonly docNumber?: string;
}

interface Numbered<P> {
  readonly ledger: DocumentLedger;
  readonly post: P;
}

interface NumberingRefusal {
  readonly status: 409;
  readonly message: string;
}

/**
 * 编号: gives the post the next 文号 of its 机关代字 and year, only at the 编号 step. A post that
 * already has one keeps it and the ledger is untouched, so a double click or a retried request
 * never burns a number (the series stays gapless). `readVersion` is the ledger version the caller
 * read; a different stored version means someone numbered in between, and the caller retries.
 */
export function numberPost<P extends NumberablePost>(stored: DocumentLedger, readVersion: number, post: P, atNumbering: boolean, year: number): Result<Numbered<P>, NumberingRefusal> {
  if (post.docNumber !== undefined) return ok({ ledger: stored, post });
  if (!atNumbering) return err({ status: 409, message: m.notAtNumbering });
  const allocation = allocateDocumentNumber(stored, post.agencyCode, year);
  const committed = commitDocumentLedger(stored, readVersion, allocation.ledger);
  if (!committed.ok) return err({ status: 409, message: m.numberingStale });
  return ok({ ledger: committed.value, post: { ...post, docNumber: allocation.number } });
}
