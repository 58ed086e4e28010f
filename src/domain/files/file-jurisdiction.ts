import type { Affair } from '../affair/affair';
import { isTodo, mayView } from '../affair/boxes';
import { actorOf } from '../affair/service/directory';
import type { Directory } from '../affair/service/types';
import { abilitiesOf } from '../filing/service/detail';
import { withinJurisdiction } from '../filing/jurisdiction';
import { divisionOf } from '../filing/service/access';
import type { StoredFiling } from '../filing/service/types';
import { noticeReaderOf, noticeToday } from '../notice/notice-rules';
import { mayRead } from '../notice/notice-scope';
import { isRightParty } from '../temporary-land/acceptance';
import { LAND_FILES_PREFIX } from '../temporary-land/deposit';
import { isTemporaryLand } from '../temporary-land/service/land-access';
import type { Notice } from '../notice/notice-types';
import { MESSAGE_FILES_PREFIX, messageFileRights } from '../message/message-files';
import type { StoredMessage } from '../message/message-types';
import { meetingFileRights, meetingOfFilesKey, type MeetingFilesPart } from '../meeting/meeting-files';
import type { StoredMeeting } from '../meeting/meeting-types';
import { postFileRights, postOfFilesKey } from '../document/post-files';
import { LEDGER_FILES_PREFIX, ledgerOfFilesKey, type LedgerFilesOwner } from '../ledger/ledger-files';
import type { StoredPost } from '../document/post-view';

/** Keys of the 上传示例 page's records: a sandbox where every signed-in colleague is a handler. */
export const SANDBOX_KEY_PREFIX = 'FJ-DEMO-';
/** A user's avatar files hang off TX-<userId> (头像). */
const AVATAR_KEY_PREFIX = 'TX-';

export const avatarFilesKey = (userId: string): string => `${AVATAR_KEY_PREFIX}${userId}`;

/** The record a files key (keyNumGather) belongs to; its rules decide who may do what with the files. */
type FileRecord =
  | { readonly kind: 'affair'; readonly affair: Affair; readonly caseDivision?: string }
  | { readonly kind: 'filing'; readonly filing: StoredFiling }
  | { readonly kind: 'notice'; readonly notice: Notice }
  | { readonly kind: 'survey'; readonly divisionCode: string }
  | { readonly kind: 'temporaryLand'; readonly filing: StoredFiling }
  | { readonly kind: 'avatar'; readonly ownerId: string }
  | { readonly kind: 'sandbox' }
  | { readonly kind: 'message'; readonly carriers: readonly StoredMessage[] }
  | { readonly kind: 'meeting'; readonly meeting: StoredMeeting; readonly part: MeetingFilesPart }
  | { readonly kind: 'post'; readonly post: StoredPost; readonly affair: Affair | undefined }
  | { readonly kind: 'archive'; readonly archive: ArchiveFilesOwner }
  | { readonly kind: 'ledger'; readonly ledger: LedgerFilesOwner; readonly divisionCode: string };

/** What the files rules read of an archive record: its unit and whether it is still in its keeping. */
interface ArchiveFilesOwner {
  readonly filesKey: string;
  readonly divisionCode: string;
  readonly state: 'in' | 'out' | 'lent';
}

/** Everything the rules read: the records of each kind and who the people are. */
export interface FileWorld {
  readonly affairs: readonly Affair[];
  readonly filings: readonly StoredFiling[];
  readonly notices: readonly Notice[];
  /** 建设踏勘's photos hang off each survey's filesKey. */
  readonly surveys?: readonly { readonly filesKey: string; readonly divisionCode: string }[];
  readonly dir: Directory;
  /** 秘书 messages: their attachments hang off the filesKey the compose page named (MSG-…). */
  readonly messages?: readonly StoredMessage[];
  /** 会议: the materials hang off each meeting's filesKey, the minutes' attachments off their own key. */
  readonly meetings?: readonly StoredMeeting[];
  /** 发文: the attachments hang off each post's id. */
  readonly posts?: readonly StoredPost[];
  /** 案件: their 附件 hang off their affair's files key and are read by anyone whose jurisdiction holds the case. */
  readonly cases?: readonly { readonly filesKey: string; readonly divisionCode: string }[];
  /** 档案: each record's files hang off its filesKey (ARCH-…). */
  readonly archives?: readonly ArchiveFilesOwner[];
  /** 台账: each instance's files hang off TZ-<ledgerId>@<instanceKey>. */
  readonly ledgers?: readonly LedgerFilesOwner[];
}

/** What one user may do with one record's files. `handle` makes them a handler, who may remove others' uploads. */
export interface FileRights {
  readonly see: boolean;
  readonly change: boolean;
  readonly handle: boolean;
}

const NONE: FileRights = { see: false, change: false, handle: false };

/** The record a key names, or undefined when none does. */
export function recordOfKey(world: FileWorld, key: string): FileRecord | undefined {
  if (key.startsWith(SANDBOX_KEY_PREFIX)) return { kind: 'sandbox' };
  if (key.startsWith(MESSAGE_FILES_PREFIX)) return { kind: 'message', carriers: (world.messages ?? []).filter((msg) => msg.filesKey === key || msg.forwardFilesKey === key) };
  if (key.startsWith(AVATAR_KEY_PREFIX)) {
    const ownerId = key.slice(AVATAR_KEY_PREFIX.length);
    return world.dir.users.some((u) => u.userId === ownerId) ? { kind: 'avatar', ownerId } : undefined;
  }
  if (key.startsWith(LEDGER_FILES_PREFIX)) {
    const found = ledgerOfFilesKey(world.ledgers ?? [], key);
    return found !== undefined && world.dir.divisions.some((d) => d.code === found.divisionCode) ? { kind: 'ledger', ...found } : undefined;
  }
  if (key.startsWith(LAND_FILES_PREFIX)) {
    const filing = world.filings.find((f) => f.keyNumGather === key.slice(LAND_FILES_PREFIX.length));
    return filing !== undefined && isTemporaryLand(filing) ? { kind: 'temporaryLand', filing } : undefined;
  }
  const affair = world.affairs.find((a) => a.keyNumGather === key);
  const caseDivision = world.cases?.find((c) => c.filesKey === key)?.divisionCode;
  if (affair !== undefined) return { kind: 'affair', affair, ...(caseDivision === undefined ? {} : { caseDivision }) };
  const filing = world.filings.find((f) => f.keyNumGather === key);
  if (filing !== undefined) return { kind: 'filing', filing };
  const notice = world.notices.find((n) => n.id === key);
  if (notice !== undefined) return { kind: 'notice', notice };
  const survey = world.surveys?.find((s) => s.filesKey === key);
  if (survey !== undefined) return { kind: 'survey', divisionCode: survey.divisionCode };
  const archive = world.archives?.find((a) => a.filesKey === key);
  if (archive !== undefined) return { kind: 'archive', archive };
  const meeting = meetingOfFilesKey(world.meetings ?? [], key);
  if (meeting !== undefined) return { kind: 'meeting', ...meeting };
  const post = postOfFilesKey(world.posts ?? [], key);
  return post === undefined ? undefined : { kind: 'post', post, affair: world.affairs.find((a) => a.keyDigNumGather === post.affairKey) };
}

/** An affair is changed only while it runs (not paused, finished or void); its current task holder handles it. */
function affairRights(affair: Affair, dir: Directory, userId: string, at: string, caseDivision: string | undefined): FileRights {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return NONE;
  if (!mayView(affair, actor.value)) {
    // A case's 附件 are part of its record, read (not changed) wherever the case may be opened.
    const division = divisionOf(dir, userId);
    return caseDivision !== undefined && division.ok && withinJurisdiction(division.value, caseDivision) ? { see: true, change: false, handle: false } : NONE;
  }
  const editable = affair.status === 'draft' || affair.status === 'running';
  return { see: true, change: editable, handle: editable && isTodo(affair, actor.value, at) };
}

/** A filing: seen within the jurisdiction, changed by whoever may edit it now (its own division while 待上报 or 已退回). */
function filingRights(filing: StoredFiling, dir: Directory, userId: string): FileRights {
  const division = divisionOf(dir, userId);
  if (!division.ok) return NONE;
  if (!withinJurisdiction(division.value, filing.divisionCode)) return NONE;
  const edit = abilitiesOf(filing, division.value).edit;
  return { see: true, change: edit, handle: edit };
}

/** A temporary land use's acceptance attachments: seen within the jurisdiction, changed by the parties of its acceptance (its county, the city above). */
function landRights(filing: StoredFiling, dir: Directory, userId: string): FileRights {
  const division = divisionOf(dir, userId);
  if (!division.ok || !withinJurisdiction(division.value, filing.divisionCode)) return NONE;
  const state = { divisionCode: filing.divisionCode, phase: 'none' as const };
  const actor = { divisionCode: division.value };
  const party = isRightParty(state, actor, 'register') || isRightParty(state, actor, 'decide');
  return { see: true, change: party, handle: party };
}

/**
 * A notice: its publishing division (every one of its staff writes notices in the seed) or the
 * administrator sees the files in any status and changes them while it is a draft or withdrawn;
 * readers in its scope see the files of a published notice.
 */
function noticeRights(notice: Notice, dir: Directory, userId: string, at: string): FileRights {
  const user = dir.users.find((u) => u.userId === userId && u.kind === 'staff');
  if (user === undefined) return NONE;
  const reader = noticeReaderOf(user);
  if (reader.privileged || user.divisionCode === notice.divisionCode) {
    const editable = notice.status !== 'published';
    return { see: true, change: editable, handle: editable };
  }
  return mayRead(reader, notice, noticeToday(at)) ? { see: true, change: false, handle: false } : NONE;
}

/** A ledger instance's files: seen within the jurisdiction, kept up by the instance's own division and by the ledger's responsible office. */
function ledgerRights(ledger: LedgerFilesOwner, divisionCode: string, dir: Directory, userId: string): FileRights {
  const user = dir.users.find((u) => u.userId === userId && u.kind === 'staff');
  if (user === undefined || !withinJurisdiction(user.divisionCode, divisionCode)) return NONE;
  const keeps = user.divisionCode === divisionCode || user.deptId === ledger.deptId;
  return { see: true, change: keeps, handle: keeps };
}

/** What `userId` may do with the files of `record` at `at` (ISO 8601). */
export function rightsOn(record: FileRecord, dir: Directory, userId: string, at: string): FileRights {
  switch (record.kind) {
    case 'affair':
      return affairRights(record.affair, dir, userId, at, record.caseDivision);
    case 'filing':
      return filingRights(record.filing, dir, userId);
    case 'notice':
      return noticeRights(record.notice, dir, userId, at);
    case 'survey': {
      // A survey is kept up to date by anyone whose jurisdiction holds it, as its record is.
      const division = divisionOf(dir, userId);
      return division.ok && withinJurisdiction(division.value, record.divisionCode) ? { see: true, change: true, handle: true } : NONE;
    }
    case 'temporaryLand':
      return landRights(record.filing, dir, userId);
    case 'avatar':
      return record.ownerId === userId ? { see: true, change: true, handle: true } : NONE;
    case 'sandbox':
      return dir.users.some((u) => u.userId === userId && u.kind === 'staff') ? { see: true, change: true, handle: true } : NONE;
    case 'message':
      return messageFileRights(record.carriers, dir.users.some((u) => u.userId === userId && u.kind === 'staff'), userId);
    case 'meeting':
      return meetingFileRights(record.meeting, record.part, userId, at);
    case 'post':
      return postFileRights(record.post, record.affair, dir, userId);
    case 'archive': {
      // Seen within the jurisdiction like the record; kept up by its own unit while not moved out.
      const division = divisionOf(dir, userId);
      if (!division.ok || !withinJurisdiction(division.value, record.archive.divisionCode)) return NONE;
      const keeps = division.value === record.archive.divisionCode && record.archive.state !== 'out';
      return { see: true, change: keeps, handle: keeps };
    }
    case 'ledger':
      return ledgerRights(record.ledger, record.divisionCode, dir, userId);
  }
}

/** Removal: only while the record is editable, and only by the uploader or a handler. */
export const mayRemove = (rights: FileRights, userId: string, uploaderId: string): boolean => rights.change && (rights.handle || uploaderId === userId);
