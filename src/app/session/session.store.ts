import { inject, injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { FollowUp, UserMessage } from '../../domain/errors/error-catalogue';
import { errorMessages } from '../../domain/errors/messages';
import {
  readRememberedLogin,
  signedOut,
  withToken,
  withUserInfo,
  type RememberedLogin,
  type SessionState,
  type SessionUser,
} from '../../domain/session/session';
import { listPositionKeys, storageKeys } from '../../domain/session/storage-keys';
import { UID_LINK_PASSWORD, UID_LINK_USERNAME } from '../../ports/api/defaults';
import type { PushMessage, TokenData, TokenForm, TokenQuery } from '../../ports/api/user.dto';
import { AuthApi } from '../../ports/auth.port';
import {
  Cipher,
  IdGenerator,
  LocalStorage,
  Notifier,
  PageReloader,
  SessionStorage,
  type KeyValueStorage,
} from '../../ports/browser.port';
import { PushChannel } from '../../ports/push.port';
import { BadgeRefresh } from '../menu/badge-refresh';
import { MenuStore } from '../menu/menu.store';
import { FollowUpRelay } from '../shared/follow-up-relay';
import { applyListPageSize } from '../shared/list-page-size';
import { Store } from '../shared/store';
import { VersionStore } from '../version/version.store';

interface RemoteLoginNotice {
  readonly place: string;
  readonly time: string;
}

/** A writer asked this user to read a notice (issue 14). */
export type NoticeReminder = Extract<PushMessage, { type: 'notice-remind' }>;
export type MeetingEvent = Extract<PushMessage, { type: 'meeting' }>;
/** A case, a ledger or an archive record needs the user (SPEC section 2's op, tz and archive events). */
export type DetailEvent = Extract<PushMessage, { type: 'op' | 'tz' | 'archive' }>;

interface SessionView extends SessionState {
  readonly remoteLogin: RemoteLoginNotice | undefined;
}

interface LoginCommand {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
  readonly remember: boolean;
}

/** SPEC section 8: the success message stays 3 s, then the user is logged out. */
export const PASSWORD_CHANGED_MS = 3000;
const LOGOUT_FAILED_RELOAD_DELAY_MS = 1500;
const LOGIN_PATH = '/login';

const initial: SessionView = { ...signedOut, remoteLogin: undefined };

/** Sign-in, the user's session, logout and the remote-login notice (SPEC sections 2, 3, 4, 8). */
@injectable()
export class SessionStore extends Store<SessionView> {
  private closePush: (() => void) | undefined;
  private readonly reminders = new Subject<NoticeReminder>();
  /** Notice reminders pushed to this session; the shell shows them. */
  readonly noticeReminders$: Observable<NoticeReminder> = this.reminders.asObservable();
  private readonly meetingEvents = new Subject<MeetingEvent>();
  /** Meeting events pushed to this session (an invitation, a decision, a reply); the shell shows them. */
  readonly meetingEvents$: Observable<MeetingEvent> = this.meetingEvents.asObservable();
  private readonly detailEvents = new Subject<DetailEvent>();
  /** op, tz and archive events pushed to this session; the shell shows them. */
  readonly detailEvents$: Observable<DetailEvent> = this.detailEvents.asObservable();

  constructor(
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(Cipher) private readonly cipher: Cipher,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
    @inject(LocalStorage) private readonly localStorage: KeyValueStorage,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(PageReloader) private readonly reloader: PageReloader,
    @inject(PushChannel) private readonly push: PushChannel,
    @inject(MenuStore) private readonly menu: MenuStore,
    @inject(VersionStore) private readonly version: VersionStore,
    @inject(FollowUpRelay) followUps: FollowUpRelay,
    @inject(BadgeRefresh) private readonly badges: BadgeRefresh,
  ) {
    const token = sessionStorage.get(storageKeys.token);
    super(token === undefined ? initial : { ...initial, token });
    followUps.connect((action, cause) => this.followUp(action, cause));
  }

  /** Signs in; rejects with the adapter's ApiFailure (already shown to the user) on failure. */
  async login(command: LoginCommand): Promise<void> {
    const form: TokenForm = {
      username: this.cipher.encrypt(command.username.trim()),
      password: this.cipher.encrypt(command.password),
      captcha: command.captcha.trim(),
      grant_type: 'password',
      client_uid: this.clientUid(),
    };
    const token = await this.auth.requestToken(form);
    this.rememberCredentials(command);
    await this.startSession(token.access_token);
    void this.version.checkFirstVisit(command.username.trim());
  }

  /** SPEC section 2: the uid link signs in with the fixed credential and the uid as extra information. */
  async loginWithUid(uid: string): Promise<void> {
    const form: TokenForm = {
      username: this.cipher.encrypt(UID_LINK_USERNAME),
      password: this.cipher.encrypt(UID_LINK_PASSWORD),
      captcha: '',
      grant_type: 'password',
      client_uid: this.clientUid(),
    };
    const query: TokenQuery = { uid, ignorekey: 'ignore' };
    const token = await this.auth.requestToken(form, query);
    await this.startSession(token.access_token);
  }

  /** QR sign-in: the token a key granted on another device bought starts the session as a password sign-in does. */
  async loginWithToken(token: TokenData): Promise<void> {
    await this.startSession(token.access_token);
  }

  /** Loads user info, the lists' default page size and the menu for the current token, then opens the push channel. */
  async loadUser(): Promise<void> {
    const [info] = await Promise.all([this.auth.getInfo(), this.readListPageSize()]);
    this.update((state) => ({ ...state, ...withUserInfo(state, info) }));
    await this.menu.load();
    if (this.getValue().token !== undefined) this.connectPush();
  }

  /** 系统设置's default page size, before any list opens; without it the lists keep SPEC's 15 rather than fail the sign-in. */
  private async readListPageSize(): Promise<void> {
    try {
      applyListPageSize((await this.auth.siteInfo()).defaultPageSize);
    } catch {
      applyListPageSize(undefined);
    }
  }

  /** The profile page changed the user's own details: the top bar and sidebar show them at once. */
  updateUser(change: Partial<Pick<SessionUser, 'nickName' | 'email' | 'phone' | 'avatar'>>): void {
    this.update((state) => {
      if (state.user === undefined) return state;
      const user = { ...state.user, ...change };
      return { ...state, user, avatar: user.avatar, email: user.email };
    });
  }

  rememberedLogin(): RememberedLogin | undefined {
    return readRememberedLogin(this.localStorage.get(storageKeys.rememberedLogin), (text) => this.cipher.decrypt(text));
  }

  /** SPEC section 4: logout revokes the token, clears the session and view state, and reloads. */
  async logout(): Promise<void> {
    if (this.getValue().token === undefined) {
      this.reloader.reload(LOGIN_PATH);
      return;
    }
    let revoked = true;
    try {
      await this.auth.revokeToken();
    } catch {
      revoked = false;
      this.notifier.notify({ message: errorMessages.logoutFailed, level: 'error', durationMs: 3000 });
    }
    this.clearSession();
    const reload = (): void => this.reloader.reload(LOGIN_PATH);
    if (revoked) reload();
    else setTimeout(reload, LOGOUT_FAILED_RELOAD_DELAY_MS);
  }

  /** Drops the token without reloading: the entry guard then sends the user to sign in. */
  resetToken(): void {
    this.clearSession();
  }

  /**
   * A failure's follow-up. The call that ends a session may be a quiet one (a badge count, a list
   * that shows its own error), so the reason is said here, once, as the user is sent to sign in:
   * 账号已停用 reads differently from 登录状态已过期. The notifier does not repeat a text on screen.
   */
  followUp(action: FollowUp, cause?: UserMessage): void {
    if (action.kind === 'relogin') {
      if (cause !== undefined && this.getValue().token !== undefined) this.notifier.notify({ message: cause.message, level: cause.level, durationMs: cause.durationMs });
      this.resetToken();
    }
    if (action.kind === 'logout-and-reload') setTimeout(() => void this.logout(), action.afterMs);
  }

  /** The remote-login dialog was confirmed: log out (SPEC section 8). */
  async confirmRemoteLogin(): Promise<void> {
    this.update((state) => ({ ...state, remoteLogin: undefined }));
    try {
      await this.logout();
    } catch {
      this.clearSession();
      this.reloader.reload(LOGIN_PATH);
    }
  }

  clientUid(): string {
    const existing = this.localStorage.get(storageKeys.clientUid);
    if (existing !== undefined && existing.length > 0) return existing;
    const created = this.ids.uuid();
    this.localStorage.set(storageKeys.clientUid, created);
    return created;
  }

  /**
   * The adapters read the token from session storage, so it goes there first; the store only
   * publishes it once user and menu are loaded, so the entry guard never sees a half-made session.
   */
  private async startSession(token: string): Promise<void> {
    this.sessionStorage.set(storageKeys.token, token);
    try {
      await this.loadUser();
    } catch (error) {
      this.clearSession();
      throw error;
    }
    this.update((state) => ({ ...state, ...withToken(state, token) }));
    this.connectPush();
  }

  private rememberCredentials(command: LoginCommand): void {
    if (!command.remember) {
      this.localStorage.remove(storageKeys.rememberedLogin);
      return;
    }
    const saved: RememberedLogin = { username: command.username.trim(), password: this.cipher.encrypt(command.password) };
    this.localStorage.set(storageKeys.rememberedLogin, JSON.stringify(saved));
  }

  private connectPush(): void {
    const { token, user } = this.getValue();
    if (token === undefined || user === undefined) return;
    this.closePush?.();
    this.closePush = this.push.connect(user.userId, this.clientUid(), token, (message) => this.onPush(message));
  }

  private onPush(message: PushMessage): void {
    if (message.type === 'notice-remind') this.reminders.next(message);
    if (message.type === 'meeting') this.meetingEvents.next(message);
    if (message.type === 'op' || message.type === 'tz' || message.type === 'archive') this.detailEvents.next(message);
    // A meeting event changes the 待回复 badge, a case handed on the 待办 one, as a new message changes the inbox's.
    if (message.type === 'counts-changed' || message.type === 'meeting' || message.type === 'op') void this.badges.load();
    if (message.type !== 'remote-login') return;
    this.update((state) => ({ ...state, remoteLogin: { place: message.place, time: message.time } }));
  }

  private clearSession(): void {
    this.closePush?.();
    this.closePush = undefined;
    this.sessionStorage.remove(storageKeys.token);
    this.localStorage.remove(storageKeys.tabs);
    for (const key of listPositionKeys) {
      this.sessionStorage.remove(key);
      this.localStorage.remove(key);
    }
    this.menu.clear();
    this.set(initial);
  }
}
