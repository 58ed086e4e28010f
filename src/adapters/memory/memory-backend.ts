import { AUTHORITY_KEY_TTL_SECONDS, type AuthorityBook } from '../../domain/authority/authority-keys';
import { OVERDUE_SCAN_EVERY_MS } from '../../domain/archive/archive-overdue';
import type { AffairBook } from '../../domain/affair/service/types';
import { seedAffairBook } from '../../demo/affairs';
import { seedCases } from '../../demo/cases';
import type { CaseBook } from '../../domain/case/case-types';
import { generateDemoData, type DemoData } from '../../demo/demo-data';
import { buildDemoFavourites } from '../../demo/favourites';
import { buildDemoNotices } from '../../demo/notices';
import { seedFilingBook } from '../../demo/filings';
import { seedTemporaryLands } from '../../demo/temporary-lands';
import { seedReceipts } from '../../demo/receipts';
import type { ReceiptBook } from '../../domain/document/receipt-service';
import { EMPTY_POST_BOOK } from '../../domain/document/post-service';
import type { TemporaryLandBook } from '../../domain/temporary-land/land-types';
import { emptyShelf, type BookmarkShelf } from '../../domain/favourites/bookmarks';
import type { FilingBook } from '../../domain/filing/service/types';
import { formatTimestamp } from '../../domain/format/date';
import { emptyAuditBook, type AuditBook, type ManagedUser } from '../../domain/admin/admin-types';
import { DEFAULT_SYSTEM_SETTINGS, sessionTtlSeconds, type SystemSettings } from '../../domain/admin/site-info';
import { bearerSession } from '../../domain/session/auth-refusal';
import { DEFAULT_TOKEN_TTL_SECONDS, isTokenLive, tokenExpiresAt, tokenExpiresIn } from '../../domain/session/token-lifetime';
import { seenVisits, visitsOf } from '../../domain/session/visits';
import type { TokenData, TokenForm, TokenQuery } from '../../ports/api/user.dto';
import type { Cipher } from '../../ports/browser.port';
import { accountsOf, type MemoryAccount } from './memory-accounts';
import { MemoryFiles } from './memory-files';
import { MemoryPushHub } from './memory-push-hub';
import { refusalFault } from './memory-refusal';
import { checkSignIn } from './memory-sign-in';

/** The captcha text of the memory backend unless its options say otherwise; its image shows it. */
export const MEMORY_CAPTCHA_TEXT = 'mem8';

export interface MemoryBackendOptions {
  readonly captchaText?: string;
  readonly now?: () => number;
  readonly tokenTtlSeconds?: number;
  /** Lifetime of a QR sign-in key; default 120 s. */
  readonly qrKeyTtlSeconds?: number;
  /** Where a sign-in comes from, as the remote-login notice names it. */
  readonly place?: string;
  /** How often the overdue-loan scan runs while a browser listens; default a minute, a few milliseconds in tests. */
  readonly overdueScanMs?: number;
}

interface MemorySession {
  readonly userName: string;
  readonly expiresAt: number;
}

/**
 * The state behind every memory port, on the same demo data as the mock server: accounts,
 * tokens, visit counts and the push hub. One instance is shared so that a token issued by
 * AuthApi opens ProfileApi and VersionApi too.
 */
export class MemoryBackend {
  readonly data: DemoData = generateDemoData();
  readonly push = new MemoryPushHub();
  /** The seeded receipts were split into affairs, so both are seeded together. */
  private readonly office = seedReceipts(this.data, seedAffairBook(this.data));
  /** The seeded cases run on affairs of their own, so both are seeded together. */
  private readonly enforcement = seedCases(this.data, this.office.affairs);
  /** The affairs and supervisions, replaced as a whole by every accepted change (the service is pure). */
  affairs: AffairBook = this.enforcement.affairs;
  /** 案件 and their 立案编号 ledger, replaced as a whole by every accepted change, like db.cases. */
  cases: CaseBook = this.enforcement.cases;
  /** 收文, replaced as a whole by every accepted change, like db.receipts. */
  receipts: ReceiptBook = this.office.receipts;
  /** The filings and the filing-number ledger, replaced as a whole by every accepted change. */
  filings: FilingBook = seedFilingBook();
  /** What the temporary land uses keep beyond their filings, replaced as a whole by every accepted change. */
  temporaryLands: TemporaryLandBook = seedTemporaryLands(this.filings);
  /** The one-time keys of QR sign-in, replaced as a whole by every accepted change, like db.authorityKeys. */
  authorityKeys: AuthorityBook = [];
  readonly qrKeyTtlSeconds: number;
  readonly files = new MemoryFiles();
  /** 审计日志, replaced as a whole by every administrative change, like db.audit. */
  audit: AuditBook = emptyAuditBook;
  /** 系统参数, like db.systemSettings (the defaults until first saved). */
  systemSettings: SystemSettings = DEFAULT_SYSTEM_SETTINGS;
  readonly captchaText: string;
  readonly now: () => number;
  private readonly accounts: Map<string, MemoryAccount>;
  private readonly sessions = new Map<string, MemorySession>();
  private visitCounts: Record<string, number> = {};
  private readonly shelves: Map<string, BookmarkShelf>;
  private readonly ttlSeconds: number;
  readonly place: string;
  readonly overdueScanMs: number;
  private issued = 0;

  constructor(
    readonly cipher: Cipher,
    options: MemoryBackendOptions = {},
  ) {
    this.captchaText = options.captchaText ?? MEMORY_CAPTCHA_TEXT;
    this.now = options.now ?? Date.now;
    this.ttlSeconds = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
    this.qrKeyTtlSeconds = options.qrKeyTtlSeconds ?? AUTHORITY_KEY_TTL_SECONDS;
    this.place = options.place ?? '本机';
    this.overdueScanMs = options.overdueScanMs ?? OVERDUE_SCAN_EVERY_MS;
    this.accounts = accountsOf(this.data);
    const { users, departments, divisions, seed } = this.data;
    // The notice board is the notice adapter's, built the same way on its first call; no 发文 exists before the first 拟稿 (memory-posts.ts).
    const records = { notices: buildDemoNotices(users), dir: { users, departments, divisions }, receipts: this.receipts, posts: EMPTY_POST_BOOK, cases: this.cases, affairs: this.affairs };
    this.shelves = new Map(Object.entries(buildDemoFavourites(users, seed, records)));
  }

  account(userName: string): MemoryAccount | undefined {
    return this.accounts.get(userName);
  }

  accountById(userId: string): MemoryAccount | undefined {
    return [...this.accounts.values()].find((account) => account.userId === userId);
  }

  allAccounts(): readonly MemoryAccount[] {
    return [...this.accounts.values()];
  }

  /** POST /oauth/token: a rejection is thrown; success opens a session and tells the account's other browsers. */
  signIn(form: TokenForm, query: TokenQuery): TokenData {
    const account = checkSignIn(this, form, query);
    const token = this.openSession(account);
    this.push.announceSignIn(account.userId, form.client_uid, this.place, formatTimestamp(this.now()));
    return token;
  }

  /** A new session of the account: the password sign-in's, or the one a granted QR key buys. */
  openSession(account: MemoryAccount): TokenData {
    this.issued += 1;
    const token = `memory-${this.issued}-${account.userId}-${Math.floor(this.now()).toString(36)}`;
    const ttl = sessionTtlSeconds(this.systemSettings, this.ttlSeconds);
    this.sessions.set(token, { userName: account.userName, expiresAt: tokenExpiresAt(this.now(), ttl) });
    return { access_token: token, token_type: 'bearer', expires_in: tokenExpiresIn(ttl) };
  }

  /** The account a bearer token belongs to; 401 like the mock server when it is missing, unknown or expired. */
  requireAccount(token: string | undefined): MemoryAccount {
    const found = bearerSession(token, (given) => this.liveAccount(given), (account) => account.disabled === true);
    if (!found.ok) throw refusalFault(found.error);
    return found.value;
  }

  private liveAccount(token: string): MemoryAccount | undefined {
    const session = this.sessions.get(token);
    if (session === undefined) return undefined;
    if (!isTokenLive(session.expiresAt, this.now())) {
      this.sessions.delete(token);
      return undefined;
    }
    const account = this.accounts.get(session.userName);
    return account?.kind === 'service' ? undefined : account;
  }

  revoke(token: string | undefined): void {
    this.requireAccount(token);
    if (token !== undefined) this.sessions.delete(token);
  }

  /** After a password change every other session of the user ends; the current one logs out itself. */
  revokeOthers(token: string | undefined): void {
    const account = this.requireAccount(token);
    for (const [other, session] of this.sessions) {
      if (other !== token && session.userName === account.userName) this.sessions.delete(other);
    }
  }

  /** Keeps an administrative change of an account (a new one too), and its new password when it sets one. */
  putAccount(user: ManagedUser, password?: string): void {
    const existing = this.accountById(user.userId);
    this.accounts.set(user.userName, { ...existing, ...user, password: password ?? existing?.password ?? '' });
  }

  /** Every session of a user ends, as the mock server's revokeUserTokens. */
  revokeUser(userId: string): void {
    const userName = this.accountById(userId)?.userName;
    for (const [token, session] of this.sessions) {
      if (session.userName === userName) this.sessions.delete(token);
    }
  }

  visits(account: string): number {
    return visitsOf(this.visitCounts, account);
  }

  /** A user's bookmarks, as the mock server keeps them per userId. */
  bookmarks(userId: string): BookmarkShelf {
    return this.shelves.get(userId) ?? emptyShelf;
  }

  setBookmarks(userId: string, shelf: BookmarkShelf): void {
    this.shelves.set(userId, shelf);
  }

  /** SPEC section 4: `userName` has seen the current version; only one's own counter moves. */
  markSeen(account: string, userName: string): number {
    const seen = seenVisits(this.visitCounts, account, userName);
    if (!seen.ok) throw refusalFault(seen.error);
    this.visitCounts = { ...this.visitCounts, [account]: seen.value };
    return seen.value;
  }
}
