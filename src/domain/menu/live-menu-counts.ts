import { overdueLoanCount } from '../archive/archive-loan-rules';
import type { ArchiveBook } from '../archive/archive-types';
import { todoCount } from '../affair/service/box-page';
import type { AffairBook, Directory } from '../affair/service/types';
import { filingListTotals } from '../filing/service/list';
import type { FilingBook } from '../filing/service/types';
import { noticeReaderOf, noticeToday, unreadCount } from '../notice/notice-rules';
import type { NoticeBoard } from '../notice/notice-types';
import { unreadMessageCount } from '../message/message-rules';
import type { StoredMessage } from '../message/message-types';
import type { MenuCount } from '../session/session';
import type { MenuEntry } from './menu';
import { pendingReplyCount } from '../meeting/meeting-attend';
import type { MeetingBook } from '../meeting/meeting-types';
import { menuCounts } from './menu-counts';

/** What the badges are counted from: the same state on the mock server and the memory backend. */
interface BadgeSources {
  readonly affairs: AffairBook;
  readonly filings: FilingBook;
  readonly notices: NoticeBoard;
  readonly dir: Directory;
  readonly menus: Readonly<Record<string, readonly MenuEntry[]>>;
  /** 秘书 messages, where the caller counts the 收件箱 badge. */
  readonly messages?: readonly StoredMessage[];
  /** Meetings, where the caller counts the 会议申请 badge (待回复). */
  readonly meetings?: MeetingBook;
  /** Archives, where the caller counts the 借阅管理 badge (overdue loans). */
  readonly archives?: ArchiveBook;
}

/** The user's menu badges (SPEC section 3, menu count entry): live where the data exists, 0 elsewhere. */
export function userMenuCounts(
  sources: BadgeSources,
  user: { readonly userId: string; readonly roleKey: string; readonly divisionCode: string },
  at: string,
): MenuCount[] {
  const menu = Object.hasOwn(sources.menus, user.roleKey) ? (sources.menus[user.roleKey] ?? []) : [];
  return menuCounts(menu, {
    todoAffairs: todoCount(sources.affairs, sources.dir, user.userId, at),
    unreadNotices: unreadCount(sources.notices, noticeReaderOf(user), noticeToday(at)),
    filings: filingListTotals({ book: sources.filings, dir: sources.dir, userId: user.userId, at }),
    ...(sources.messages === undefined ? {} : { unreadMessages: unreadMessageCount(sources.messages, user.userId) }),
    ...(sources.meetings === undefined ? {} : { meetingReplies: pendingReplyCount(sources.meetings, user.userId, at) }),
    ...(sources.archives === undefined ? {} : { overdueLoans: overdueLoanCount(sources.archives.loans, user.userId, at) }),
  });
}
