/** 通知公告: published by the province, a city or a county bureau for the staff under it. */
export interface Notice {
  readonly id: string;
  readonly title: string;
  /** The publishing unit as readers see it, e.g. 江西省自然资源厅. */
  readonly publisherUnit: string;
  /** The division of the publisher: who may read the notice follows from it. */
  readonly divisionCode: string;
  /** yyyy-MM-dd HH:mm, Beijing time. */
  readonly publishedAt: string;
  readonly paragraphs: readonly string[];
  /** File names only; the files issue makes them downloadable. */
  readonly attachments: readonly string[];
}

/** The notices and, per userId, the ids of the notices that user has opened. */
export interface NoticeBoard {
  readonly notices: readonly Notice[];
  readonly readBy: Readonly<Record<string, readonly string[]>>;
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
  readonly publisherUnit: string;
  readonly publishedAt: string;
  readonly read: boolean;
  readonly attachmentCount: number;
}

/** GET /api/notice/list?pageIndex=&pageSize=: a page of rows and how many of all are unread. */
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
}

/** GET /api/notice/detail/:id: the whole notice; opening it marks it read. */
export interface NoticeDetail extends Notice {
  readonly read: boolean;
}
