import 'reflect-metadata';
import { Container } from 'inversify';
import { appModule } from '../../../src/app/app.module';
import type { MenuEntry, PushMessage, TokenForm, TokenQuery, UserInfo, VersionInfo } from '../../../src/ports/api/user.dto';
import { AuthApi } from '../../../src/ports/auth.port';
import { DEFAULT_SYSTEM_SETTINGS, siteInfoOf } from '../../../src/domain/admin/site-info';
import {
  Cipher,
  Clock,
  IdGenerator,
  LocalStorage,
  Notifier,
  PageReloader,
  SessionStorage,
  type Notice,
} from '../../../src/ports/browser.port';
import { ProfileApi } from '../../../src/ports/profile.port';
import { PushChannel } from '../../../src/ports/push.port';
import { TodoApi } from '../../../src/ports/todo.port';
import { VersionApi } from '../../../src/ports/version.port';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';

export const userInfo: UserInfo = {
  roles: ['county'],
  permissions: ['filing:report'],
  user: {
    userId: 'u-1',
    userName: 'county',
    nickName: '陈县',
    avatar: '',
    deptName: '用途管制股',
    divisionCode: '360121',
    divisionName: '南昌县',
    level: 'county',
    email: 'county@example.cn',
    phone: '13900000000',
  },
};

export const menu: MenuEntry[] = [
  { name: 'RecordReport', path: '/recordReport', component: 'Layout', meta: { title: '备案管理' }, children: [
    { name: 'ToBeReportedSchedule', path: 'toBeReported', component: 'recordReport/toBeReported/index', meta: { title: '待上报' } },
  ] },
  { name: 'System', path: '/system', component: 'Layout', meta: { title: '系统管理' }, children: [] },
];

/** An AuthApi whose answers each test sets. */
export class FakeAuth implements AuthApi {
  tokens: { form: TokenForm; query: TokenQuery | undefined }[] = [];
  revoked = 0;
  loginError: Error | undefined;
  infoError: Error | undefined;
  revokeError: Error | undefined;
  menu: MenuEntry[] = menu;
  infoCalls = 0;
  /** The nonces of the captcha images asked for, in order. */
  captchas: number[] = [];
  captchaImage(nonce: number) {
    this.captchas.push(nonce);
    return Promise.resolve(new Blob([`<svg>${nonce}</svg>`], { type: 'image/svg+xml' }));
  }
  siteInfo() {
    return Promise.resolve(siteInfoOf(DEFAULT_SYSTEM_SETTINGS));
  }
  async requestToken(form: TokenForm, query?: TokenQuery) {
    this.tokens.push({ form, query });
    if (this.loginError !== undefined) throw this.loginError;
    return { access_token: `token-${this.tokens.length}`, token_type: 'bearer' as const, expires_in: 3600 };
  }
  async revokeToken(): Promise<void> {
    this.revoked += 1;
    if (this.revokeError !== undefined) throw this.revokeError;
  }
  async getInfo(): Promise<UserInfo> {
    this.infoCalls += 1;
    if (this.infoError !== undefined) throw this.infoError;
    return userInfo;
  }
  async getRouters(): Promise<MenuEntry[]> {
    return this.menu;
  }
}

export class FakeVersions implements VersionApi {
  visitsByAccount = new Map<string, number>();
  info: VersionInfo = { id: 'v1', name: '用地备案与办公管理系统', content: '首个版本', version: '1.0.0', releaseTime: '2026-11-01' };
  async latest() {
    return this.info;
  }
  async visits(account: string) {
    return this.visitsByAccount.get(account) ?? 0;
  }
  async markSeen(account: string) {
    const next = (this.visitsByAccount.get(account) ?? 0) + 1;
    this.visitsByAccount.set(account, next);
    return next;
  }
}

export class FakePush implements PushChannel {
  listener: ((message: PushMessage) => void) | undefined;
  closed = 0;
  connect(_userId: string, _clientUuid: string, _token: string, onMessage: (message: PushMessage) => void) {
    this.listener = onMessage;
    return () => {
      this.closed += 1;
      this.listener = undefined;
    };
  }
}

export interface Harness {
  container: Container;
  auth: FakeAuth;
  versions: FakeVersions;
  push: FakePush;
  session: MemoryStorage;
  local: MemoryStorage;
  notices: Notice[];
  reloads: (string | undefined)[];
  passwordChanges: [string, string][];
  passwordAnswer: number;
  /** What the bound Clock says, in epoch milliseconds; tests set it. */
  time: number;
  /** How often the menu badges were counted. */
  countLoads: number;
}

export function createHarness(initialSession: Record<string, string> = {}): Harness {
  const harness: Harness = {
    container: new Container({ defaultScope: 'Singleton' }),
    auth: new FakeAuth(),
    versions: new FakeVersions(),
    push: new FakePush(),
    session: new MemoryStorage(initialSession),
    local: new MemoryStorage(),
    notices: [],
    reloads: [],
    passwordChanges: [],
    passwordAnswer: 1,
    time: Date.now(),
    countLoads: 0,
  };
  const { container } = harness;
  container.bind(AuthApi).toConstantValue(harness.auth);
  container.bind(VersionApi).toConstantValue(harness.versions);
  container.bind(PushChannel).toConstantValue(harness.push);
  container.bind(TodoApi).toConstantValue({
    menuCounts: () => {
      harness.countLoads += 1;
      return Promise.resolve([]);
    },
    boxCounts: () => Promise.resolve({ noticeCount: 0, todoCount: 0, backCount: 0 }),
  });
  container.bind(SessionStorage).toConstantValue(harness.session);
  container.bind(LocalStorage).toConstantValue(harness.local);
  container.bind(Cipher).toConstantValue({ encrypt: (plain: string) => `enc:${plain}`, decrypt: (text: string) => (text.startsWith('enc:') ? text.slice(4) : undefined) });
  container.bind(Clock).toConstantValue({ now: () => harness.time });
  container.bind(IdGenerator).toConstantValue({ uuid: () => 'client-1', randomInt: (min: number) => min });
  container.bind(Notifier).toConstantValue({ notify: (notice: Notice) => harness.notices.push(notice) });
  container.bind(PageReloader).toConstantValue({ reload: (path?: string) => harness.reloads.push(path) });
  container.bind(ProfileApi).toConstantValue({
    getProfile: () => Promise.reject(new Error('not used')),
    updateProfile: () => Promise.reject(new Error('not used')),
    uploadAvatar: () => Promise.reject(new Error('not used')),
    userTree: () => Promise.resolve([]),
    updatePassword: (oldPassword: string, newPassword: string) => {
      harness.passwordChanges.push([oldPassword, newPassword]);
      return Promise.resolve(harness.passwordAnswer);
    },
  });
  container.loadSync(appModule);
  return harness;
}
