/** The widgets of the 工作台 (SPEC section 2: business, news, notice, statistics, supervise, most-used) and the fast entry. */
export type WidgetId = 'fast-entry' | 'business' | 'notice' | 'news' | 'statistics' | 'supervise' | 'most-used';

export interface WidgetSetting {
  readonly id: WidgetId;
  readonly visible: boolean;
}

/** A user's dashboard: every widget exactly once, in display order, shown or hidden. */
export interface DashboardLayout {
  readonly widgets: readonly WidgetSetting[];
  /** True while the user has not saved a layout of their own (the role's default is shown). */
  readonly isDefault: boolean;
}

/** SPEC section 3, fast entry: moduleName 事务, 行政, 公文, 审批, 会议. */
export type FastEntryModule = '事务' | '行政' | '公文' | '审批' | '会议';

export interface FastEntry {
  readonly moduleName: FastEntryModule;
  /** The in-app URL it opens. */
  readonly url: string;
  /** False while the module's screens are not open to this user (the tile is shown disabled with the reason). */
  readonly available: boolean;
  /** Waiting items in the module (0 when none or not counted). */
  readonly count: number;
  readonly note?: string;
}

/** 常用功能: a menu page and how often this user opened it. */
export interface MostUsedPage {
  /** The full route path, e.g. /process/todo. */
  readonly path: string;
  readonly title: string;
  readonly count: number;
}

/** What waits for the user in 业务: an affair to do, or a filing to report, to review or returned. */
export type TodoStage = 'affair' | 'toReport' | 'toReview' | 'returned';

export interface TodoItem {
  readonly kind: 'affair' | 'filing';
  readonly id: string;
  readonly title: string;
  readonly stage: TodoStage;
  readonly stageLabel: string;
  /** yyyy-MM-dd HH:mm (affairs) or yyyy-MM-dd (filings), Beijing time. */
  readonly at: string;
  /** The in-app URL of its details page. */
  readonly url: string;
}

export interface TodoListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly stage?: TodoStage;
}

/** 督办: a supervision the user set or must answer. */
export interface SupervisionItem {
  readonly id: string;
  readonly title: string;
  readonly role: 'set' | 'answer';
  readonly roleLabel: string;
  /** yyyy-MM-dd. */
  readonly deadline: string;
  readonly overdue: boolean;
  readonly statusLabel: string;
  readonly url: string;
}

/** This year's filings in the user's jurisdiction, by approval month and by type; each bucket says how 备案查询 lists exactly its rows. */
export interface FilingStats {
  readonly year: number;
  readonly total: number;
  readonly byMonth: readonly { readonly month: number; readonly count: number; readonly url: string }[];
  readonly byType: readonly { readonly typeCode: string; readonly label: string; readonly count: number; readonly url: string }[];
}
