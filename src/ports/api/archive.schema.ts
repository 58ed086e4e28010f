import { archiveFieldLabels as l } from '../../domain/archive/archive-messages';
import {
  ARCHIVE_ID_MAX,
  ARCHIVE_PAGE_SIZE_MAX,
  ARCHIVE_STATES,
  ARCHIVE_TITLE_MAX,
  CATALOGUE_DIRECTIONS,
  LOAN_ROLES,
  LOAN_STATES,
  ORGANS,
  PAGES_MAX,
  PIECES_MAX,
  PURPOSE_MAX,
  REASON_MAX,
  REMARK_MAX,
  RESPONSIBLE_MAX,
  RETENTIONS,
  SEARCH_TEXT_MAX,
  SECRECY_LEVELS,
  YEAR_MAX,
  YEAR_MIN,
  type ArchiveState,
  type CatalogueDirection,
  type LoanRole,
  type LoanState,
  type Organ,
  type Retention,
  type Secrecy,
} from '../../domain/archive/archive-types';
import { DAY_LENGTH, PAGE_INDEX_MAX, VERSION_MAX } from '../../domain/validation/input-limits';
import { bodyOf, integer, literal, matching, optional, queryOf, text } from './input-schema';

/** The inputs of 档案's calls, for both backends; the archive's own rules are the domain's (messages per field). */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const id = text({ max: ARCHIVE_ID_MAX, min: 1, label: l.id });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
const page = {
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: ARCHIVE_PAGE_SIZE_MAX, label: l.pageSize }),
};
const fields = {
  title: text({ max: ARCHIVE_TITLE_MAX, label: l.title }),
  responsible: text({ max: RESPONSIBLE_MAX, label: l.responsible }),
  secrecy: literal<Secrecy>(SECRECY_LEVELS, l.secrecy),
  pieces: integer({ min: 1, max: PIECES_MAX, label: l.pieces }),
  pages: integer({ min: 1, max: PAGES_MAX, label: l.pages }),
  remark: text({ max: REMARK_MAX, label: l.remark }),
};

export const archiveListQuery = queryOf({
  ...page,
  text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })),
  state: optional(literal<ArchiveState>(ARCHIVE_STATES, l.state)),
  retention: optional(literal<Retention>(RETENTIONS, l.retention)),
  year: optional(integer({ min: YEAR_MIN, max: YEAR_MAX, label: l.year })),
  candidateFor: optional(literal<CatalogueDirection>(CATALOGUE_DIRECTIONS, l.candidateFor)),
});

export const archiveIdQuery = queryOf({ id });

export const archiveSaveBody = bodyOf({
  ...fields,
  year: integer({ min: YEAR_MIN, max: YEAR_MAX, label: l.year }),
  retention: literal<Retention>(RETENTIONS, l.retention),
  organ: literal<Organ>(ORGANS, l.organ),
});

export const archiveEditBody = bodyOf({ ...fields, id, version });

export const decisionBody = bodyOf({ id, version });

export const reasonBody = bodyOf({ id, version, reason: text({ max: REASON_MAX, label: l.reason }) });

export const loanListQuery = queryOf({
  ...page,
  role: optional(literal<LoanRole>(LOAN_ROLES, l.role)),
  state: optional(literal<LoanState>(LOAN_STATES, l.state)),
});

export const loanRequestBody = bodyOf({
  archiveId: text({ max: ARCHIVE_ID_MAX, min: 1, label: l.archiveId }),
  purpose: text({ max: PURPOSE_MAX, label: l.purpose }),
  dueDate: matching(DATE, { max: DAY_LENGTH, label: l.dueDate }),
});
