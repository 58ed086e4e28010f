import type { ServiceIdentifier } from 'inversify';
import type {
  DashboardLayout,
  FastEntry,
  FilingStats,
  MostUsedPage,
  SupervisionItem,
  TodoItem,
  TodoListQuery,
  WidgetSetting,
} from '../domain/dashboard/dashboard-types';
import type { LandReminderItem } from '../domain/dashboard/land-reminders';
import type { Page } from './api/page.dto';

/** The 工作台's calls. Each widget calls its own, so one failing never blocks the others. */
export interface DashboardApi {
  layout(): Promise<DashboardLayout>;
  saveLayout(widgets: readonly WidgetSetting[]): Promise<DashboardLayout>;
  resetLayout(): Promise<DashboardLayout>;
  /** Background: no loading overlay, no toast. */
  recordVisit(path: string): Promise<void>;
  mostUsed(): Promise<MostUsedPage[]>;
  fastEntries(userId: string): Promise<FastEntry[]>;
  todoItems(query: TodoListQuery): Promise<Page<TodoItem>>;
  supervisions(pageIndex: number, pageSize: number): Promise<Page<SupervisionItem>>;
  filingStats(year: number): Promise<FilingStats>;
  /** 业务's temporary land reminders, most urgent first. */
  landReminders(pageIndex: number, pageSize: number): Promise<Page<LandReminderItem>>;
}
export const DashboardApi = Symbol.for('DashboardApi') as ServiceIdentifier<DashboardApi>;
