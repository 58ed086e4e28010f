import type { UserLevel } from '../directory/directory';
import { err, ok, type Result } from '../shared/result';
import { dashboardMessages } from './dashboard-messages';
import type { DashboardLayout, WidgetId, WidgetSetting } from './dashboard-types';

/** Every widget of the 工作台; a layout holds each exactly once. */
export const WIDGET_IDS: readonly WidgetId[] = ['fast-entry', 'business', 'notice', 'news', 'statistics', 'supervise', 'most-used'];

const isWidgetId = (id: string): id is WidgetId => (WIDGET_IDS as readonly string[]).includes(id);

/**
 * The role's first view: the province reviews and oversees, so its statistics and supervisions
 * come before the notices; a county enters records, so what waits for it and the notices lead.
 */
const DEFAULT_ORDER: Readonly<Record<UserLevel, readonly WidgetId[]>> = {
  province: ['fast-entry', 'statistics', 'business', 'supervise', 'notice', 'news', 'most-used'],
  city: ['fast-entry', 'business', 'notice', 'statistics', 'supervise', 'news', 'most-used'],
  county: ['fast-entry', 'business', 'notice', 'news', 'supervise', 'most-used', 'statistics'],
  admin: ['fast-entry', 'business', 'notice', 'statistics', 'supervise', 'news', 'most-used'],
};

export function defaultLayout(level: UserLevel): DashboardLayout {
  return { widgets: DEFAULT_ORDER[level].map((id) => ({ id, visible: true })), isDefault: true };
}

/** A setting as it arrives: the id is any text until checked. */
export interface GivenWidget {
  readonly id: string;
  readonly visible: boolean;
}

/**
 * Every widget exactly once: the given ones in the given order, the missing ones appended hidden
 * (a widget added after the user saved stays out of their way until they show it). An unknown or
 * repeated id is refused: it means a client that does not know this server.
 */
export function normaliseLayout(given: readonly GivenWidget[]): Result<WidgetSetting[], string> {
  const seen = new Set<WidgetId>();
  const widgets: WidgetSetting[] = [];
  for (const { id, visible } of given) {
    if (!isWidgetId(id)) return err(dashboardMessages.unknownWidget(id));
    if (seen.has(id)) return err(dashboardMessages.duplicateWidget(id));
    seen.add(id);
    widgets.push({ id, visible });
  }
  for (const id of WIDGET_IDS) if (!seen.has(id)) widgets.push({ id, visible: false });
  return ok(widgets);
}

/** The user's saved layout (normalised again: widgets may have been added since), or the role's default. */
export function layoutOf(saved: readonly WidgetSetting[] | undefined, level: UserLevel): DashboardLayout {
  if (saved === undefined) return defaultLayout(level);
  const normal = normaliseLayout(saved);
  return normal.ok ? { widgets: normal.value, isDefault: false } : defaultLayout(level);
}
