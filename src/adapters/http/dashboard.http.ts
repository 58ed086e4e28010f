import { inject, injectable } from 'inversify';
import type {
  DashboardLayout,
  FastEntry,
  FilingStats,
  MostUsedPage,
  SupervisionItem,
  TodoItem,
  TodoListQuery,
  WidgetSetting,
} from '../../domain/dashboard/dashboard-types';
import type { LandReminderItem } from '../../domain/dashboard/land-reminders';
import type { Page } from '../../ports/api/page.dto';
import type { DashboardApi } from '../../ports/dashboard.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** A widget shows its own loading and error state: no overlay, no toast, nothing blocks the others. */
const widget: CallOptions = { silent: true, notify: false };

/** DashboardApi over HTTP (the 工作台's calls of SPEC section 7 and ours). */
@injectable()
export class HttpDashboardApi implements DashboardApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  layout(): Promise<DashboardLayout> {
    return this.api.call('GET /api/default/dashboard/layout', {}, widget);
  }

  saveLayout(widgets: readonly WidgetSetting[]): Promise<DashboardLayout> {
    return this.api.call('PUT /api/default/dashboard/layout', { body: { widgets } });
  }

  resetLayout(): Promise<DashboardLayout> {
    return this.api.call('DELETE /api/default/dashboard/layout', {});
  }

  async recordVisit(path: string): Promise<void> {
    await this.api.call('POST /api/default/visits', { body: { path } }, widget);
  }

  mostUsed(): Promise<MostUsedPage[]> {
    return this.api.call('GET /api/default/visits/top', {}, widget);
  }

  fastEntries(userId: string): Promise<FastEntry[]> {
    return this.api.call('GET /api/default/power/getById', { query: { userId } }, widget);
  }

  todoItems(query: TodoListQuery): Promise<Page<TodoItem>> {
    return this.api.call('POST /api/todo/list', { body: query }, widget);
  }

  supervisions(pageIndex: number, pageSize: number): Promise<Page<SupervisionItem>> {
    return this.api.call('GET /api/todo/feature/list/:pageIndex/:pageSize', { params: { pageIndex: String(pageIndex), pageSize: String(pageSize) } }, widget);
  }

  filingStats(year: number): Promise<FilingStats> {
    return this.api.call('GET /api/op/statistical/dashboard', { query: { year } }, widget);
  }

  landReminders(pageIndex: number, pageSize: number): Promise<Page<LandReminderItem>> {
    return this.api.call('GET /api/op/temporaryLand/reminders', { query: { pageIndex, pageSize } }, widget);
  }
}
