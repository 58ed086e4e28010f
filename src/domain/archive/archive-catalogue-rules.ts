import { catalogueMessages as m } from './archive-catalogue-messages';
import { CATALOGUE_DIRECTION_LABELS, type ArchiveBook, type CatalogueDirection, type RecordProblems, type StoredArchive, type StoredCatalogue } from './archive-types';

/**
 * Who may be listed in a 新目录. A record is listed at most once in each direction: its 入库目录
 * while it stays with the unit, and its 出库目录, which ends its stay, so no record ever sits in
 * two catalogues that are both still open. Only the owning unit catalogues its records.
 */

/** The catalogue of this direction that lists the record, if any. */
export const listedIn = (book: ArchiveBook, archiveId: string, direction: CatalogueDirection): StoredCatalogue | undefined =>
  book.catalogues.find((c) => c.direction === direction && c.archiveIds.includes(archiveId));

/** Why the record may not go into a new catalogue of this direction of the unit, or undefined. */
export function catalogueRefusal(book: ArchiveBook, unitCode: string, record: StoredArchive, direction: CatalogueDirection): string | undefined {
  if (record.divisionCode !== unitCode) return m.notOwner;
  if (record.state === 'out') return m.alreadyOut;
  const listed = listedIn(book, record.id, direction);
  if (listed !== undefined) return m.alreadyListed(CATALOGUE_DIRECTION_LABELS[direction], listed.catalogueNo);
  if (direction === 'in') return undefined;
  const loans = book.loans.filter((l) => l.archiveId === record.id);
  if (record.state === 'lent' || loans.some((l) => l.state === 'lent')) return m.onLoan;
  return loans.some((l) => l.state === 'pending') ? m.loanPending : undefined;
}

/**
 * What the page offers to choose: the unit's records not moved out and not yet in a catalogue of
 * this direction. Records on loan stay offered for 出库, so the page can say why they may not go.
 */
export const isCandidate = (book: ArchiveBook, unitCode: string, record: StoredArchive, direction: CatalogueDirection): boolean =>
  record.divisionCode === unitCode && record.state !== 'out' && listedIn(book, record.id, direction) === undefined;

/** Each record's refusal: all or none, so one refusal refuses the whole catalogue. */
export function refusalsOf(book: ArchiveBook, unitCode: string, records: readonly StoredArchive[], direction: CatalogueDirection): RecordProblems {
  return Object.fromEntries(records.flatMap((r) => {
    const why = catalogueRefusal(book, unitCode, r, direction);
    return why === undefined ? [] : [[r.id, why]];
  }));
}
