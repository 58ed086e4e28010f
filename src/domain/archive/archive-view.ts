import { approverOf } from '../meeting/meeting-people';
import { nameOf, unitNameOf, type ArchiveCall, type Caller } from './archive-call';
import { daysLate, isOverdue, loanRefusal } from './archive-loan-rules';
import {
  ARCHIVE_STATE_LABELS,
  CATALOGUE_DIRECTION_LABELS,
  LOAN_STATE_LABELS,
  ORGAN_LABELS,
  RETENTION_LABELS,
  SECRECY_LABELS,
  type ArchiveDetail,
  type ArchiveRow,
  type CatalogueRef,
  type LoanDetail,
  type LoanRow,
  type StoredArchive,
  type StoredLoan,
} from './archive-types';

/**
 * The keeper of a unit's archives, who approves its loans: the unit's 办公室 (which keeps the
 * 档案室 in Chinese bureaus), the same person who approves its meetings.
 */
export const keeperOf = approverOf;

export function archiveRowOf(call: ArchiveCall, caller: Caller, record: StoredArchive): ArchiveRow {
  const { history: _history, ...rest } = record;
  return {
    ...rest,
    retentionLabel: RETENTION_LABELS[record.retention],
    secrecyLabel: SECRECY_LABELS[record.secrecy],
    stateLabel: ARCHIVE_STATE_LABELS[record.state],
    organLabel: ORGAN_LABELS[record.organ],
    unitName: unitNameOf(call.dir, record.divisionCode),
    editable: caller.divisionCode === record.divisionCode && record.state !== 'out',
  };
}

export function loanRowOf(call: ArchiveCall, loan: StoredLoan, today: string): LoanRow {
  const record = call.archives.records.find((r) => r.id === loan.archiveId);
  const late = isOverdue(loan, today);
  // The scan's bookkeeping, not something the pages show.
  const { overdueRemindedAt: _reminded, ...stored } = loan;
  return {
    ...stored,
    archiveNo: record?.archiveNo ?? '',
    title: record?.title ?? '',
    secrecyLabel: record === undefined ? '' : SECRECY_LABELS[record.secrecy],
    borrowerName: nameOf(call.dir, loan.borrowerId),
    approverName: nameOf(call.dir, loan.approverId),
    stateLabel: late ? '已逾期' : LOAN_STATE_LABELS[loan.state],
    overdue: late,
    daysLate: daysLate(loan, today),
  };
}

/** The catalogues that list the record, in the order they were made. */
export const catalogueRefsOf = (call: ArchiveCall, archiveId: string): CatalogueRef[] =>
  call.archives.catalogues
    .filter((c) => c.archiveIds.includes(archiveId))
    .map((c) => ({ id: c.id, catalogueNo: c.catalogueNo, direction: c.direction, directionLabel: CATALOGUE_DIRECTION_LABELS[c.direction], createdAt: c.createdAt }));

export function archiveDetailOf(call: ArchiveCall, caller: Caller, record: StoredArchive, today: string): ArchiveDetail {
  const owns = caller.divisionCode === record.divisionCode;
  return {
    ...archiveRowOf(call, caller, record),
    history: record.history,
    catalogues: catalogueRefsOf(call, record.id),
    loans: call.archives.loans
      .filter((l) => l.archiveId === record.id)
      .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
      .map((l) => loanRowOf(call, l, today)),
    abilities: {
      edit: owns && record.state !== 'out',
      borrow: loanRefusal(record, call.archives.loans, caller.clearance) === undefined,
      moveOut: owns && record.state === 'in' && !call.archives.loans.some((l) => l.archiveId === record.id && l.state === 'pending'),
    },
    registeredByName: nameOf(call.dir, record.registeredBy),
  };
}

export function loanDetailOf(call: ArchiveCall, loan: StoredLoan, today: string): LoanDetail {
  return {
    ...loanRowOf(call, loan, today),
    abilities: {
      approve: loan.state === 'pending' && loan.approverId === call.userId,
      giveBack: loan.state === 'lent' && (loan.borrowerId === call.userId || loan.approverId === call.userId),
    },
  };
}
