/** 通知公告 categories: 通知, 公告 and 工作动态 (the dashboard's news widget reads 工作动态). */
export type NoticeCategory = 'notice' | 'announcement' | 'news';

/** A notice is written as a draft, published to its scope, and may be withdrawn (then edited and published again). */
export type NoticeStatus = 'draft' | 'published' | 'withdrawn';

/** 通知公告: written by the province, a city or (later) a county bureau for a publish scope of divisions. */
export interface Notice {
  readonly id: string;
  readonly title: string;
  readonly category: NoticeCategory;
  readonly status: NoticeStatus;
  /** Rich text as sanitised HTML (the server sanitises on every save). */
  readonly body: string;
  /** The publishing unit as readers see it, e.g. 江西省自然资源厅. */
  readonly publisherUnit: string;
  /** The division of the publisher: its staff manage the notice. */
  readonly divisionCode: string;
  /** Who wrote it (userId) and their name, shown on the details page. */
  readonly authorId: string;
  readonly authorName: string;
  /** The publish scope: the province code (whole province), a city code (the city with its counties) or one county code. */
  readonly scopeCode: string;
  readonly pinned: boolean;
  /** yyyy-MM-dd, China time: from the day after, readers no longer see it. */
  readonly expiresOn?: string;
  /** yyyy-MM-dd HH:mm, Beijing time; empty while it has never been published. */
  readonly publishedAt: string;
  /** yyyy-MM-dd HH:mm, Beijing time. */
  readonly updatedAt: string;
  /** Bumped on every change; a change naming an older version is refused (409). */
  readonly version: number;
  /** The names of the files the seed attaches (search indexes them); the files themselves, the seed's and uploaded ones, live in the files panel under the notice id. */
  readonly attachments: readonly string[];
}

/** The notices and, per userId, the ids of the notices that user has opened. */
export interface NoticeBoard {
  readonly notices: readonly Notice[];
  readonly readBy: Readonly<Record<string, readonly string[]>>;
  /**
   * The largest TZ number ever given, so a deleted notice's id (and the files and bookmarks keyed
   * by it) is never given again; absent until the first notice is written (the ids then suffice).
   */
  readonly lastNumber?: number;
}

/** Who is reading: the division decides which notices they see; the admin sees all. */
export interface NoticeReader {
  readonly userId: string;
  readonly divisionCode: string;
  readonly privileged: boolean;
}

/** One line of the 通知公告 list. */
export interface NoticeRow {
  readonly id: string;
  readonly title: string;
  readonly category: NoticeCategory;
  readonly categoryLabel: string;
  readonly pinned: boolean;
  readonly publisherUnit: string;
  readonly publishedAt: string;
  readonly read: boolean;
  readonly attachmentCount: number;
}

/** GET /api/notice/list?pageIndex=&pageSize=&category=: pinned first, then newest; how many of all are unread. */
export interface NoticePage {
  readonly rows: NoticeRow[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly unread: number;
}

export interface NoticeListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly category?: NoticeCategory;
}

/** GET /api/notice/detail/:id: the published notice as a reader sees it; opening it marks it read. */
export interface NoticeDetail {
  readonly id: string;
  readonly title: string;
  readonly category: NoticeCategory;
  readonly categoryLabel: string;
  readonly body: string;
  readonly publisherUnit: string;
  readonly authorName: string;
  readonly scopeCode: string;
  readonly scopeName: string;
  readonly pinned: boolean;
  readonly publishedAt: string;
  readonly expiresOn?: string;
  readonly attachments: readonly string[];
  readonly read: boolean;
  /** Whether this user may edit, withdraw, pin and see the read receipts (the publishing division's writers). */
  readonly mayManage: boolean;
}

/** What a writer enters (create and update). */
export interface NoticeInput {
  readonly title: string;
  readonly category: NoticeCategory;
  readonly body: string;
  readonly scopeCode: string;
  readonly pinned: boolean;
  readonly expiresOn?: string;
}

/** One line of 发布管理: every notice the user's division wrote, in any status. */
export interface NoticeManageRow {
  readonly id: string;
  readonly title: string;
  readonly category: NoticeCategory;
  readonly categoryLabel: string;
  readonly status: NoticeStatus;
  readonly statusLabel: string;
  readonly pinned: boolean;
  readonly scopeName: string;
  readonly authorName: string;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly expiresOn?: string;
  /** Readers who opened it / all readers in scope (0 / 0 for drafts). */
  readonly readCount: number;
  readonly readerCount: number;
  readonly version: number;
}

export interface NoticeManageQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly status?: NoticeStatus;
  readonly category?: NoticeCategory;
  /** Matched against the title. */
  readonly title?: string;
}

/** The editable notice (GET /api/notice/manage/:id and the answer of every change). */
export interface NoticeDraft extends NoticeInput {
  readonly id: string;
  readonly status: NoticeStatus;
  readonly statusLabel: string;
  readonly scopeName: string;
  readonly publisherUnit: string;
  readonly authorName: string;
  readonly publishedAt: string;
  readonly updatedAt: string;
  readonly version: number;
}

/** A reader in a unit of the scope. */
export interface NoticeReceiptPerson {
  readonly userId: string;
  readonly name: string;
  readonly deptName: string;
}

/** Per unit (division) of the scope: who has read the notice and who has not. */
export interface NoticeReceiptUnit {
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly read: readonly NoticeReceiptPerson[];
  readonly unread: readonly NoticeReceiptPerson[];
}

/** GET /api/notice/manage/:id/receipts: 已读 n / 未读 m, per unit, units in division-code order. */
export interface NoticeReceipts {
  readonly noticeId: string;
  readonly readCount: number;
  readonly unreadCount: number;
  readonly units: readonly NoticeReceiptUnit[];
}
