import type { DetailEvent } from '../../domain/events/detail-events';
import type { MenuEntry } from '../../domain/menu/menu';
import type { SessionUser, UserInfo } from '../../domain/session/session';

export type { MenuEntry, UserInfo };

/** Form-encoded body of POST /api/user/oauth/token; username and password are AES-encrypted. */
export interface TokenForm {
  readonly username: string;
  readonly password: string;
  /** The captcha text the user typed (vetifyCode in SPEC section 3). */
  readonly captcha: string;
  readonly grant_type: 'password';
  /** This browser's push client id (client_uid), so the server can tell which browser signed in. */
  readonly client_uid?: string;
}

export interface TokenQuery {
  readonly uid?: string;
  readonly ignorekey?: 'ignore';
}

export interface TokenData {
  readonly access_token: string;
  readonly token_type: 'bearer';
  /** Seconds until the token expires. */
  readonly expires_in: number;
}

interface ProfileUser extends SessionUser {
  readonly sex: '0' | '1' | '2';
  readonly createTime: string;
}

export interface Profile {
  readonly user: ProfileUser;
  readonly roleGroup: string;
  readonly postGroup: string;
}

export interface ProfileUpdate {
  readonly nickName: string;
  readonly email: string;
  readonly phone: string;
  readonly sex: '0' | '1' | '2';
}

/** Query of PUT updatePwd; both values AES-encrypted. */
export interface PasswordChangeQuery {
  readonly oldPassword: string;
  readonly newPassword: string;
}

export interface AvatarData {
  readonly imgUrl: string;
}

/** SPEC section 3: people, units and departments for tree selectors. */
export interface TreeOption {
  readonly id: string;
  readonly label: string;
  /** 'TbUser' marks a person. */
  readonly type?: string;
  /** Marks a company or unit; otherwise a department. */
  readonly asUnit?: boolean;
  readonly children?: readonly TreeOption[];
  /** Only in one level's answer (treeselect with parentId): whether the node has no children to load. */
  readonly isLeaf?: boolean;
}

/** SPEC section 3: version info, shown in the first-visit dialog. */
export interface VersionInfo {
  readonly id: string;
  readonly name: string;
  readonly content: string;
  readonly version: string;
  readonly releaseTime: string;
}

/** Messages the push channel delivers (server-sent events). */
export type PushMessage =
  | { readonly type: 'remote-login'; readonly place: string; readonly time: string }
  | { readonly type: 'ping'; readonly time: string }
  /** A publisher reminds an unread reader of a notice (issue 14). */
  | { readonly type: 'notice-remind'; readonly noticeId: string; readonly title: string; readonly publisherUnit: string }
  /** Something the menu badges count changed for this user (a message arrived): count them again. */
  | { readonly type: 'counts-changed'; readonly time: string }
  /** Something happened to a meeting the user takes part in (issue 17): the detail view opens it. */
  | { readonly type: 'meeting'; readonly meetingId: string; readonly subject: string; readonly text: string }
  /** A case, a ledger or an archive record needs the user (SPEC section 2's op, tz and archive events). */
  | DetailEvent;
