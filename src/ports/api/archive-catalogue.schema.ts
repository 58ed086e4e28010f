import { catalogueFieldLabels as l } from '../../domain/archive/archive-catalogue-messages';
import { CATALOGUE_NOTE_MAX, CATALOGUE_RECORDS_MAX, RECEIVER_MAX } from '../../domain/archive/archive-catalogue-types';
import { ARCHIVE_ID_MAX, ARCHIVE_PAGE_SIZE_MAX, CATALOGUE_DIRECTIONS, REASON_MAX, YEAR_MAX, YEAR_MIN, type CatalogueDirection } from '../../domain/archive/archive-types';
import { PAGE_INDEX_MAX } from '../../domain/validation/input-limits';
import { bodyOf, integer, literal, optional, queryOf, repeated, text } from './input-schema';

/** The inputs of 新目录's calls, for both backends; which records may go is the domain's rule. */

const id = text({ max: ARCHIVE_ID_MAX, min: 1, label: l.id });
const listed = {
  archiveIds: repeated(text({ max: ARCHIVE_ID_MAX, min: 1, label: l.archiveIds }), { min: 1, max: CATALOGUE_RECORDS_MAX, label: l.archiveIds }),
  note: text({ max: CATALOGUE_NOTE_MAX, label: l.note }),
};

export const catalogueListQuery = queryOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: ARCHIVE_PAGE_SIZE_MAX, label: l.pageSize }),
  direction: optional(literal<CatalogueDirection>(CATALOGUE_DIRECTIONS, l.direction)),
  year: optional(integer({ min: YEAR_MIN, max: YEAR_MAX, label: l.year })),
});

export const catalogueIdQuery = queryOf({ id });

export const catalogueInBody = bodyOf(listed);

export const catalogueOutBody = bodyOf({
  ...listed,
  reason: text({ max: REASON_MAX, label: l.reason }),
  receiver: text({ max: RECEIVER_MAX, label: l.receiver }),
});
