import { failure } from '../affair/service/directory';
import type { AffairBook, Directory, Served } from '../affair/service/types';
import type { UserLevel } from '../directory/directory';
import type { FilingBook } from '../filing/service/types';
import { userMenuCounts } from '../menu/live-menu-counts';
import type { MenuEntry } from '../menu/menu';
import type { NoticeBoard } from '../notice/notice-types';
import { ok } from '../shared/result';
import { dashboardMessages } from './dashboard-messages';
import type { FastEntry } from './dashboard-types';
import { fastEntries } from './fast-entry';
import type { StoredMessage } from '../message/message-types';
import type { MeetingBook } from '../meeting/meeting-types';

/** The state the 工作台 reads: the same on the mock server and the memory backend. */
export interface DashboardSources {
  readonly affairs: AffairBook;
  readonly filings: FilingBook;
  readonly notices: NoticeBoard;
  readonly dir: Directory;
  readonly menus: Readonly<Record<string, readonly MenuEntry[]>>;
  /** 秘书 messages, for the 收件箱 badge. */
  readonly messages?: readonly StoredMessage[];
  /** Meetings, for the 会议申请 badge (待回复). */
  readonly meetings?: MeetingBook;
}

/** Who asks. */
export interface DashboardCaller {
  readonly userId: string;
  readonly level: UserLevel;
}

/** The user's menu, for counting visits and titling 常用功能. */
export const userMenu = (sources: Pick<DashboardSources, 'menus'>, roleKey: string): readonly MenuEntry[] =>
  Object.hasOwn(sources.menus, roleKey) ? (sources.menus[roleKey] ?? []) : [];

/**
 * GET /api/default/power/getById: a user's fast entry, counted from the badges of their own menu.
 * Only one's own is answered (another user's counts tell what waits for them); the admin may ask
 * for anyone's.
 */
export function fastEntriesFor(sources: DashboardSources, caller: DashboardCaller, userId: string, at: string): Served<FastEntry[]> {
  if (caller.userId !== userId && caller.level !== 'admin') return failure(403, dashboardMessages.fastEntryForbidden);
  const user = sources.dir.users.find((candidate) => candidate.userId === userId && candidate.kind === 'staff');
  if (user === undefined) return failure(404, dashboardMessages.noSuchUser);
  return ok(fastEntries(userMenu(sources, user.roleKey), userMenuCounts(sources, user, at)));
}
