import type { AuthorityBook } from '../src/domain/authority/authority-keys';
import type { AffairBook } from '../src/domain/affair/service/types';
import type { AuditBook } from '../src/domain/admin/admin-types';
import type { SystemSettings } from '../src/domain/admin/site-info';
import type { DemoData, StoredUser } from '../src/demo/demo-data';
import type { WidgetSetting } from '../src/domain/dashboard/dashboard-types';
import type { UserVisits } from '../src/domain/dashboard/visits';
import type { BookmarkShelf } from '../src/domain/favourites/bookmarks';
import type { FilingBook } from '../src/domain/filing/service/types';
import type { NoticeBoard } from '../src/domain/notice/notice-types';
import type { ReportFormBook } from '../src/domain/statistics/report-form-table';
import type { SurveyBook } from '../src/domain/survey/survey-types';
import type { ReceiptBook } from '../src/domain/document/receipt-service';
import type { MessageBook } from '../src/domain/message/message-types';
import type { PostBook } from '../src/domain/document/post-view';
import type { TemporaryLandBook } from '../src/domain/temporary-land/land-types';
import type { MeetingBook } from '../src/domain/meeting/meeting-types';
import type { CaseBook } from '../src/domain/case/case-types';
import type { ArchiveBook } from '../src/domain/archive/archive-types';
import type { ManualBook } from '../src/domain/ledger/ledger-form-types';
import type { LedgerBook } from '../src/domain/ledger/ledger-types';
import type { StoredFile } from './files/stored-file';
import { isPasswordHash } from './security/passwords';

/** Bumped when the shape or the seed changes; an older db.json is then reseeded instead of misread. */
export const DB_SCHEMA_VERSION = 12;

/** A demo user as db.json keeps it: only a hash of the password. */
export interface DbUser extends StoredUser {
  passwordHash: string;
}

/** Only a hash of the bearer token is kept, so a copied db.json opens no sessions. */
interface DbToken {
  readonly tokenHash: string;
  readonly userId: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly ip: string;
}

/** The demo data with its users as stored, the open sessions and the visit counters. */
export interface Db extends Omit<DemoData, 'users'> {
  readonly schemaVersion: number;
  /** MOCK_SCALE the seed was built at; absent in a db.json written before scales existed (1). */
  readonly seedScale?: number;
  users: DbUser[];
  tokens: DbToken[];
  /** First-visit counter per account (SPEC section 4, version dialog). */
  visits: Record<string, number>;
  /** Each user's bookmarks, keyed by userId (SPEC section 7, /api/default/bookmark). */
  bookmarks: Record<string, BookmarkShelf>;
  /** 通知公告 and who has read which; absent in a db.json written before notices existed (the seed board is used then). */
  notices?: NoticeBoard;
  /** Attachments per record (SPEC section 7, Files); absent until the first file call seeds them. */
  files?: StoredFile[];
  /** The affairs, their supervisions and the key sequence (SPEC section 7, Process and supervision). */
  affairs: AffairBook;
  /** The filings, the filing-number ledger and the key sequence (SPEC section 7, op). */
  filings: FilingBook;
  /** Each user's saved 工作台 layout, keyed by userId; absent until the first save (everyone sees the role's default). */
  dashboardLayouts?: Record<string, readonly WidgetSetting[]>;
  /** Each user's visits of menu pages (常用功能), keyed by userId; absent until the first visit. */
  pageVisits?: Record<string, UserVisits>;
  /** 农房建设统计 and 乡村建设规划许可: each county's saved forms per period (seeded for the past periods). */
  reportForms: ReportFormBook;
  /** 建设踏勘: the site surveys and the sequence that names new ones. */
  surveys: SurveyBook;
  /** 案件: the cases and their 立案编号 ledger. */
  cases: CaseBook;
  /** 临时用地: what the filed temporary land uses keep beyond their filings (acceptance histories, deposits). */
  temporaryLands: TemporaryLandBook;
  /** 收文: the registered incoming documents; absent until the first 收文登记. */
  receipts?: ReceiptBook;
  /** 秘书 messages; absent until the first change (the seed's messages are read then). */
  messages?: MessageBook;
  /** 会议: rooms, bookings and meetings; absent until the first meeting call seeds them around the server's clock. */
  meetings?: MeetingBook;
  /** 档案: records and loans (each loan marks its overdue reminder, schema 10); absent until the first archive call seeds them around the server's clock. */
  archives?: ArchiveBook;
  /** 发文: the posts and their 文号 ledger; absent until the first 拟稿. */
  posts?: PostBook;
  /** 手工台账: the designs and rows of the manual ledgers; absent until the first call seeds them around the server's clock. */
  ledgerManual?: ManualBook;
  /** 台账: the catalogue, 关注, opinions and custom statistics; absent until the first ledger call seeds the catalogue. */
  ledgers?: LedgerBook;
  /** 审计日志: every administrative change; absent until the first. */
  audit?: AuditBook;
  /** 系统参数; absent until first saved (the defaults and the server's token lifetime apply). */
  systemSettings?: SystemSettings;
  /** The one-time keys of QR sign-in (SPEC section 7, authorityCache); absent until the first /qrcode. */
  authorityKeys?: AuthorityBook;
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

function isAffairBook(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const book = value as Record<string, unknown>;
  return isArray(book['affairs']) && isArray(book['supervisions']) && typeof book['sequence'] === 'number';
}

function isFilingBook(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const book = value as Record<string, unknown>;
  return isArray(book['filings']) && typeof book['ledger'] === 'object' && book['ledger'] !== null && typeof book['sequence'] === 'number';
}

/** A cheap structural check of a loaded db.json; anything else is reseeded. */
export function isDb(value: unknown): value is Db {
  if (typeof value !== 'object' || value === null) return false;
  const db = value as Record<string, unknown>;
  return (
    db['schemaVersion'] === DB_SCHEMA_VERSION &&
    isArray(db['divisions']) &&
    isArray(db['departments']) &&
    isArray(db['roles']) &&
    typeof db['menus'] === 'object' &&
    db['menus'] !== null &&
    typeof db['version'] === 'object' &&
    isArray(db['tokens']) &&
    typeof db['visits'] === 'object' &&
    db['visits'] !== null &&
    typeof db['bookmarks'] === 'object' &&
    db['bookmarks'] !== null &&
    isAffairBook(db['affairs']) &&
    isFilingBook(db['filings']) &&
    typeof db['temporaryLands'] === 'object' &&
    db['temporaryLands'] !== null &&
    typeof db['reportForms'] === 'object' &&
    db['reportForms'] !== null &&
    isArray(db['users']) &&
    db['users'].every((user) => typeof user === 'object' && user !== null && isPasswordHash((user as Record<string, unknown>)['passwordHash']))
  );
}

/**
 * Replaces a stored user with a changed copy inside a store change (stored records are frozen)
 * and returns the copy; undefined when the user is gone.
 */
export function replaceUser(db: Db, userId: string, patch: Partial<DbUser>): DbUser | undefined {
  let replaced: DbUser | undefined;
  db.users = db.users.map((user) => {
    if (user.userId !== userId) return user;
    replaced = { ...user, ...patch };
    return replaced;
  });
  return replaced;
}
