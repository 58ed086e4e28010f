/** 档案: records registered per unit (全宗), their 档号 per DA/T 22-2015, and 借阅 (loans). */

export const ARCHIVE_TITLE_MAX = 100;
export const RESPONSIBLE_MAX = 50;
export const REMARK_MAX = 500;
export const PURPOSE_MAX = 200;
export const REASON_MAX = 200;
export const ARCHIVE_ID_MAX = 24;
export const ARCHIVE_PAGE_SIZE_MAX = 100;
export const SEARCH_TEXT_MAX = 50;
export const PIECES_MAX = 9_999;
export const PAGES_MAX = 99_999;
export const YEAR_MIN = 1949;
export const YEAR_MAX = 2100;
/** A loan lasts at most this many days from the day it is asked for. */
export const LOAN_DAYS_MAX = 30;
/** 件号 is written with this many digits (0001). */
export const ITEM_NO_DIGITS = 4;

/** 保管期限 of 《机关文件材料归档范围和文书档案保管期限规定》, with their DA/T 22-2015 codes. */
export const RETENTIONS = ['permanent', 'years30', 'years10'] as const;
export type Retention = (typeof RETENTIONS)[number];
export const RETENTION_LABELS: Readonly<Record<Retention, string>> = { permanent: '永久', years30: '30年', years10: '10年' };
export const RETENTION_CODES: Readonly<Record<Retention, string>> = { permanent: 'Y', years30: 'D30', years10: 'D10' };

/** 密级, lowest first: the order is what clearance compares. */
export const SECRECY_LEVELS = ['public', 'internal', 'secret', 'confidential'] as const;
export type Secrecy = (typeof SECRECY_LEVELS)[number];
export const SECRECY_LABELS: Readonly<Record<Secrecy, string>> = { public: '公开', internal: '内部', secret: '秘密', confidential: '机密' };

/** 机构或问题: the 档号's third part, the organisational unit that formed the files. */
export const ORGANS = ['BGS', 'GHC', 'YDC', 'GBC', 'ZFC'] as const;
export type Organ = (typeof ORGANS)[number];
export const ORGAN_LABELS: Readonly<Record<Organ, string>> = { BGS: '办公室', GHC: '国土空间规划', YDC: '建设用地审批', GBC: '耕地保护', ZFC: '执法监察' };

export const ARCHIVE_STATES = ['in', 'out', 'lent'] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];
export const ARCHIVE_STATE_LABELS: Readonly<Record<ArchiveState, string>> = { in: '在库', out: '出库', lent: '借出' };

/** A 新目录 lists records registered in (入库目录) or moved out (出库目录) together. */
export const CATALOGUE_DIRECTIONS = ['in', 'out'] as const;
export type CatalogueDirection = (typeof CATALOGUE_DIRECTIONS)[number];
export const CATALOGUE_DIRECTION_LABELS: Readonly<Record<CatalogueDirection, string>> = { in: '入库目录', out: '出库目录' };

/** What the registrar types; the 档号's parts (年度, 保管期限, 机构) never change once numbered. */
export interface ArchiveFields {
  readonly title: string;
  readonly responsible: string;
  readonly secrecy: Secrecy;
  readonly pieces: number;
  readonly pages: number;
  readonly remark: string;
}

export interface ArchiveSave extends ArchiveFields {
  readonly year: number;
  readonly retention: Retention;
  readonly organ: Organ;
}

export interface ArchiveEdit extends ArchiveFields {
  readonly id: string;
  readonly version: number;
}

/** One version of a record, kept so that 比对 can set any two side by side. */
export interface ArchiveRevision extends ArchiveFields {
  readonly version: number;
  readonly state: ArchiveState;
  readonly at: string;
  readonly by: string;
  /** 入库登记, 修改, 出库: …, 借出, 归还. */
  readonly note: string;
}

export interface StoredArchive extends ArchiveSave {
  readonly id: string;
  /** 全宗号 of the owning unit. */
  readonly fonds: string;
  readonly itemNo: number;
  /** 档号: 全宗号-年度-保管期限代码-机构或问题-件号. */
  readonly archiveNo: string;
  readonly divisionCode: string;
  readonly state: ArchiveState;
  readonly filesKey: string;
  readonly registeredBy: string;
  readonly registeredAt: string;
  readonly version: number;
  readonly history: readonly ArchiveRevision[];
}

export const LOAN_STATES = ['pending', 'lent', 'rejected', 'returned'] as const;
export type LoanState = (typeof LOAN_STATES)[number];
export const LOAN_STATE_LABELS: Readonly<Record<LoanState, string>> = { pending: '待审批', lent: '借出中', rejected: '已驳回', returned: '已归还' };

/** One 新目录: its 目录号 (全宗号-年度-ML-序号) runs per unit and year without gaps. */
export interface StoredCatalogue {
  readonly id: string;
  readonly catalogueNo: string;
  readonly direction: CatalogueDirection;
  readonly fonds: string;
  readonly year: number;
  readonly serial: number;
  readonly divisionCode: string;
  readonly archiveIds: readonly string[];
  readonly note: string;
  /** 出库 only: why the records leave and who receives them (empty for 入库). */
  readonly reason: string;
  readonly receiver: string;
  readonly createdBy: string;
  readonly createdAt: string;
}

export interface CatalogueRef {
  readonly id: string;
  readonly catalogueNo: string;
  readonly direction: CatalogueDirection;
  readonly directionLabel: string;
  readonly createdAt: string;
}

export interface StoredLoan {
  readonly id: string;
  readonly archiveId: string;
  readonly borrowerId: string;
  readonly approverId: string;
  readonly purpose: string;
  /** yyyy-MM-dd, China time: the last day the item may stay out. */
  readonly dueDate: string;
  readonly state: LoanState;
  readonly requestedAt: string;
  readonly decidedAt?: string;
  readonly rejectReason?: string;
  readonly returnedAt?: string;
  readonly version: number;
  /**
   * When the scheduled scan told the borrower and the keeper that the loan fell overdue; kept so
   * that neither the next scan nor a restart tells them again. Never sent to the pages.
   */
  readonly overdueRemindedAt?: string;
}

/**
 * Everything archives store. `counters` holds the last 件号 of each series (全宗号+年度+保管期限+机构)
 * and the last 目录号 of each unit's year; `revision` moves with every numbering: registration and
 * a new catalogue compare-and-set on it.
 */
export interface ArchiveBook {
  readonly records: readonly StoredArchive[];
  readonly loans: readonly StoredLoan[];
  readonly catalogues: readonly StoredCatalogue[];
  readonly counters: Readonly<Record<string, number>>;
  readonly revision: number;
  readonly sequence: number;
}

export interface ArchiveQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  /** Only the caller's own records that may still be listed in a new catalogue of this direction. */
  readonly candidateFor?: CatalogueDirection;
  readonly text?: string;
  readonly state?: ArchiveState;
  readonly retention?: Retention;
  readonly year?: number;
}

export interface ArchiveAbilities {
  readonly edit: boolean;
  readonly borrow: boolean;
  readonly moveOut: boolean;
}

export interface ArchiveRow extends Omit<StoredArchive, 'history'> {
  readonly retentionLabel: string;
  readonly secrecyLabel: string;
  readonly stateLabel: string;
  readonly organLabel: string;
  readonly unitName: string;
  /** The caller's own unit's record, not moved out: 修改著录 is offered. */
  readonly editable: boolean;
}

export interface ArchiveDetail extends ArchiveRow {
  readonly history: readonly ArchiveRevision[];
  /** The catalogues that list the record, oldest first. */
  readonly catalogues: readonly CatalogueRef[];
  readonly loans: readonly LoanRow[];
  readonly abilities: ArchiveAbilities;
  readonly registeredByName: string;
}

/** The menuId (借阅管理) under which GET /api/todo/userFeatureMessageCount counts the caller's overdue loans. */
export const LOAN_OVERDUE_BADGE_ID = 2943;

export const LOAN_ROLES = ['mine', 'approving', 'all'] as const;
export type LoanRole = (typeof LOAN_ROLES)[number];

export interface LoanQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly role?: LoanRole;
  readonly state?: LoanState;
}

export interface LoanRow extends StoredLoan {
  readonly archiveNo: string;
  readonly title: string;
  readonly secrecyLabel: string;
  readonly borrowerName: string;
  readonly approverName: string;
  readonly stateLabel: string;
  /** Out on loan past its due date. */
  readonly overdue: boolean;
  /** Days past due, or returned that many days late (0 when on time). */
  readonly daysLate: number;
}

export interface LoanDetail extends LoanRow {
  readonly abilities: { readonly approve: boolean; readonly giveBack: boolean };
}

export interface LoanRequest {
  readonly archiveId: string;
  readonly purpose: string;
  readonly dueDate: string;
}

export interface ArchiveDecision {
  readonly id: string;
  readonly version: number;
}
export interface ArchiveRejection extends ArchiveDecision {
  readonly reason: string;
}

/** Field name → Chinese message, for 400s. */
export type ArchiveProblems = Readonly<Partial<Record<string, string>>>;

/** Archive id → why that record may not be listed, for a catalogue refused as a whole. */
export type RecordProblems = Readonly<Record<string, string>>;
