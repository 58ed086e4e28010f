import { inject, injectable } from 'inversify';
import type { FastEntry, FilingStats, MostUsedPage, SupervisionItem } from '../../domain/dashboard/dashboard-types';
import { CHINA_UTC_OFFSET_MINUTES, datePartsAt } from '../../domain/format/date';
import type { NoticeRow } from '../../domain/notice/notice-types';
import type { NoticeCounts } from '../../ports/api/todo.dto';
import { Clock } from '../../ports/browser.port';
import { DashboardApi } from '../../ports/dashboard.port';
import { NoticeApi } from '../../ports/notice.port';
import { TodoApi } from '../../ports/todo.port';
import { SessionStore } from '../session/session.store';
import { WidgetStore } from './widget.store';

/** How many rows the list widgets show. */
export const WIDGET_ROWS = 6;
/**
 * The notice list answers only its page sizes (15, 20, 30, 50). The notice widget shows 通知 and
 * 公告 while the list takes one category: it reads the unfiltered list and leaves out 工作动态, so
 * the larger page leaves room for the news among them.
 */
const NEWS_PAGE = 15;
const NOTICE_SCAN = 30;

/** 快捷入口: the user's fast entry tiles. */
@injectable()
export class FastEntryStore extends WidgetStore<FastEntry[]> {
  constructor(
    @inject(DashboardApi) private readonly api: DashboardApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    super();
  }

  protected fetch(): Promise<FastEntry[]> {
    return this.api.fastEntries(this.session.getValue().user?.userId ?? '');
  }
}

/** The counts strip: unread notices, to-do affairs and returned filings, as the badges count them. */
@injectable()
export class BoxCountsStore extends WidgetStore<NoticeCounts> {
  constructor(@inject(TodoApi) private readonly api: TodoApi) {
    super();
  }

  protected fetch(): Promise<NoticeCounts> {
    return this.api.boxCounts();
  }
}

/** 通知公告: the latest 通知 and 公告, pinned first. */
@injectable()
export class NoticeWidgetStore extends WidgetStore<NoticeRow[]> {
  constructor(@inject(NoticeApi) private readonly api: NoticeApi) {
    super();
  }

  protected async fetch(): Promise<NoticeRow[]> {
    const page = await this.api.list({ pageIndex: 1, pageSize: NOTICE_SCAN });
    return page.rows.filter((row) => row.category !== 'news').slice(0, WIDGET_ROWS);
  }
}

/** 工作动态: the latest news. */
@injectable()
export class NewsWidgetStore extends WidgetStore<NoticeRow[]> {
  constructor(@inject(NoticeApi) private readonly api: NoticeApi) {
    super();
  }

  protected async fetch(): Promise<NoticeRow[]> {
    return (await this.api.list({ pageIndex: 1, pageSize: NEWS_PAGE, category: 'news' })).rows.slice(0, WIDGET_ROWS);
  }
}

/** 统计: this year's filings (the year in China, by the app's clock). */
@injectable()
export class StatisticsStore extends WidgetStore<FilingStats> {
  constructor(
    @inject(DashboardApi) private readonly api: DashboardApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    super();
  }

  protected fetch(): Promise<FilingStats> {
    const year = datePartsAt(this.clock.now(), CHINA_UTC_OFFSET_MINUTES)?.year ?? 0;
    return this.api.filingStats(year);
  }
}

/** 督办: supervisions the user set or must answer, overdue first. */
@injectable()
export class SuperviseWidgetStore extends WidgetStore<SupervisionItem[]> {
  constructor(@inject(DashboardApi) private readonly api: DashboardApi) {
    super();
  }

  protected async fetch(): Promise<SupervisionItem[]> {
    return (await this.api.supervisions(1, WIDGET_ROWS)).rows;
  }
}

/** 常用功能: the user's most visited menu pages. */
@injectable()
export class MostUsedStore extends WidgetStore<MostUsedPage[]> {
  constructor(@inject(DashboardApi) private readonly api: DashboardApi) {
    super();
  }

  protected fetch(): Promise<MostUsedPage[]> {
    return this.api.mostUsed();
  }
}
