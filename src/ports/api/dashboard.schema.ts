import { dashboardFieldLabels as l, TODO_STAGES } from '../../domain/dashboard/dashboard-messages';
import { STATS_YEAR_MAX, STATS_YEAR_MIN } from '../../domain/dashboard/filing-stats';
import { WIDGET_IDS } from '../../domain/dashboard/layout';
import { DASHBOARD_PAGE_INDEX_MAX, DASHBOARD_PAGE_SIZE_MAX } from '../../domain/dashboard/paging';
import { bodyOf, boolean, integer, literal, mapped, object, optional, paramsOf, queryOf, repeated, text } from './input-schema';

/** The inputs of the 工作台's calls, for both backends. */

/** Longer than any menu page's path; a longer one cannot be a page and is refused. */
const VISIT_PATH_MAX = 200;
const USER_ID_MAX = 64;

const widget = object({ id: literal(WIDGET_IDS, l.widgetId), visible: boolean(l.visible) }, l.widgets);

/** A few widgets more than there are, so a repeated one reaches the layout rule (which names it). */
export const layoutBody = bodyOf({ widgets: repeated(widget, { min: 0, max: WIDGET_IDS.length * 2, label: l.widgets }) });

export const visitBody = bodyOf({ path: text({ max: VISIT_PATH_MAX, min: 1, label: l.path }) });

export const fastEntryQuery = queryOf({ userId: text({ max: USER_ID_MAX, min: 1, label: l.userId }) });

const pageIndex = integer({ min: 1, max: DASHBOARD_PAGE_INDEX_MAX, label: l.pageIndex });
const pageSize = integer({ min: 1, max: DASHBOARD_PAGE_SIZE_MAX, label: l.pageSize });

export const todoListBody = bodyOf({ pageIndex, pageSize, stage: optional(literal(TODO_STAGES, l.stage)) });

/** The path carries text; it is checked as the integers above and handed on as the path gave it. */
export const supervisionPageParams = paramsOf({ pageIndex: mapped(pageIndex, String), pageSize: mapped(pageSize, String) });

export const statsQuery = queryOf({ year: integer({ min: STATS_YEAR_MIN, max: STATS_YEAR_MAX, label: l.year }) });
