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
import type { Page } from './page.dto';

/**
 * The 工作台 (issue 14). SPEC section 7 names the to-do and fast-entry calls; the layout, visits
 * and statistics paths are ours.
 */
export interface DashboardEndpoints {
  /** The user's saved layout, or the role's default. */
  'GET /api/default/dashboard/layout': { data: DashboardLayout };
  /** Saves the user's layout (every widget once; unknown ids refused). */
  'PUT /api/default/dashboard/layout': { body: { readonly widgets: readonly WidgetSetting[] }; data: DashboardLayout };
  /** 恢复默认: forgets the user's layout and answers the role's default. */
  'DELETE /api/default/dashboard/layout': { data: DashboardLayout };
  /** Counts one visit of a menu page the user is granted (others are ignored, not refused). */
  'POST /api/default/visits': { body: { readonly path: string }; data: null };
  /** 常用功能: the user's most visited menu pages, most first (at most 8). */
  'GET /api/default/visits/top': { data: MostUsedPage[] };
  /** SPEC section 7, fast entry, keyed by userId (only the user's own id is answered; another is 403). */
  'GET /api/default/power/getById': { query: { userId: string }; data: FastEntry[] };
  /** SPEC section 7: what waits for the user (业务), oldest first. */
  'POST /api/todo/list': { body: TodoListQuery; data: Page<TodoItem> };
  /** SPEC section 7 (feature list page 1 of size 1 in SPEC; here pageIndex/pageSize): the user's supervisions (督办), overdue first. */
  'GET /api/todo/feature/list/:pageIndex/:pageSize': { params: { pageIndex: string; pageSize: string }; data: Page<SupervisionItem> };
  /** This year's filings in the user's jurisdiction by approval month and type (China time). */
  'GET /api/op/statistical/dashboard': { query: { year: number }; data: FilingStats };
}
