/** The signed-in user as the shell knows it (SPEC section 3, session). */
export interface SessionUser {
  readonly userId: string;
  readonly userName: string;
  readonly nickName: string;
  readonly avatar: string;
  readonly deptName: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly level: 'province' | 'city' | 'county' | 'admin';
  readonly email: string;
  readonly phone: string;
}

/** SPEC section 3: the user info response. */
export interface UserInfo {
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  readonly user: SessionUser;
}

export interface MenuCount {
  readonly menuId: number;
  readonly count: number;
}

export interface SessionState {
  readonly token: string | undefined;
  readonly name: string;
  readonly avatar: string;
  readonly introduction: string;
  /** null until the user info is loaded (SPEC section 3). */
  readonly roles: readonly string[] | null;
  readonly email: string;
  readonly permissions: readonly string[];
  readonly user: SessionUser | undefined;
  readonly menuCounts: readonly MenuCount[];
  readonly userInfoDialog: boolean;
  /** Set on a first visit so the layout shows the version dialog (SPEC section 4). */
  readonly showVersion: boolean;
}

export const signedOut: SessionState = {
  token: undefined,
  name: '',
  avatar: '',
  introduction: '',
  roles: null,
  email: '',
  permissions: [],
  user: undefined,
  menuCounts: [],
  userInfoDialog: false,
  showVersion: false,
};

export const withToken = (state: SessionState, token: string): SessionState => ({ ...state, token });

export function withUserInfo(state: SessionState, info: UserInfo): SessionState {
  return {
    ...state,
    name: info.user.userName,
    avatar: info.user.avatar,
    email: info.user.email,
    roles: info.roles,
    permissions: info.permissions,
    user: info.user,
  };
}

/** SPEC section 4: a visit count below one means a first visit. */
export const isFirstVisit = (visits: number): boolean => !(visits >= 1);

/** SPEC section 3: remember-me keeps the credentials locally. */
export interface RememberedLogin {
  readonly username: string;
  readonly password: string;
}

export function parseRememberedLogin(raw: string | null | undefined): RememberedLogin | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { username, password } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string') return undefined;
    return { username, password };
  } catch {
    return undefined;
  }
}

/** The remembered credentials as saved (the password encrypted), decrypted; undefined when unreadable. */
export function readRememberedLogin(raw: string | null | undefined, decrypt: (text: string) => string | undefined): RememberedLogin | undefined {
  const saved = parseRememberedLogin(raw);
  if (saved === undefined) return undefined;
  const password = decrypt(saved.password);
  return password === undefined ? undefined : { username: saved.username, password };
}
