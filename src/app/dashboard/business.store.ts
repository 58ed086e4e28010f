import { inject, injectable } from 'inversify';
import type { TodoItem, TodoStage } from '../../domain/dashboard/dashboard-types';
import type { LandReminderItem } from '../../domain/dashboard/land-reminders';
import type { Page } from '../../ports/api/page.dto';
import { DashboardApi } from '../../ports/dashboard.port';
import { WidgetStore } from './widget.store';

const BUSINESS_ROWS = 8;
/** The most urgent temporary land reminders shown above what waits; the rest are in 临时用地. */
const REMINDER_ROWS = 8;

export interface BusinessData {
  /** The stage the rows are filtered by; undefined: every stage. */
  readonly stage: TodoStage | undefined;
  readonly page: Page<TodoItem>;
  /** How many wait in each stage: the totals of the same call the rows come from, as the menu badges count them. */
  readonly counts: Readonly<Record<TodoStage, number>>;
  /** Temporary land uses near their term's end or late with reclamation, whatever the stage filter. */
  readonly reminders: Page<LandReminderItem>;
}

/** 业务: what waits for the user, oldest first, filtered by stage, under the temporary land reminders. */
@injectable()
export class BusinessStore extends WidgetStore<BusinessData> {
  private stage: TodoStage | undefined;

  constructor(@inject(DashboardApi) private readonly api: DashboardApi) {
    super();
  }

  choose(stage: TodoStage | undefined): Promise<void> {
    this.stage = stage;
    return this.load();
  }

  protected async fetch(): Promise<BusinessData> {
    const stage = this.stage;
    const total = async (of: TodoStage): Promise<number> => (await this.api.todoItems({ pageIndex: 1, pageSize: 1, stage: of })).total;
    const [page, affair, toReport, toReview, returned, reminders] = await Promise.all([
      this.api.todoItems({ pageIndex: 1, pageSize: BUSINESS_ROWS, ...(stage === undefined ? {} : { stage }) }),
      total('affair'),
      total('toReport'),
      total('toReview'),
      total('returned'),
      this.api.landReminders(1, REMINDER_ROWS),
    ]);
    return { stage, page, counts: { affair, toReport, toReview, returned }, reminders };
  }
}
