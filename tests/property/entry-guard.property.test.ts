import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  MAX_USER_LOAD_ATTEMPTS,
  REPORTED_DETAILS,
  REPORTED_LIST,
  TO_BE_REPORTED_DETAILS,
  TO_BE_REPORTED_LIST,
  decideEntry,
  loginPathFor,
  type GuardInput,
  type UidLinkTarget,
} from '../../src/domain/guard/entry-guard';
import { HOME_PATH, safeRedirect } from '../../src/domain/guard/redirect';

/* SPEC section 2 entry guard and the redirect check, in one file (see validation.property.test.ts on why). */

// ---------------------------------------------------------------------------
// safeRedirect
// ---------------------------------------------------------------------------

const ORIGIN = 'http://app.local';
const hasControl = (text: string): boolean => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Pieces attackers glue together: slashes of both kinds, schemes, dot segments, encodings, whitespace, the sign-in pages. */
const piece = fc.constantFrom(
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', ':', '@', '?', '#', '&', '=',
  'evil.com', 'app.local', 'http', 'https:', 'javascript:', 'data:', 'login', 'LOGIN', 'logout', 'qrcode', 'redirect=', 'index',
  ' ', '\t', '\n', '\r', '\u0000', '\u007f', '\u00a0', '\u2028', '\u3000', '／', '。', '%00', '%0a', 'a', '用地',
);
const attack = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl(),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')),
);

const segment = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'), minLength: 1, maxLength: 10 });
const query = fc.option(
  fc.dictionary(segment, fc.string(), { maxKeys: 3 }).map((params) => `?${new URLSearchParams(params).toString()}`),
  { nil: '' },
);
/** A well-formed in-app path, with or without a query and fragment. */
const appPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), query, fc.option(segment.map((s) => `#${s}`), { nil: '' }))
  .map(([segments, q, hash]) => `/${segments.join('/')}${q}${hash}`)
  .filter((path) => !/^\/(login|logout|qrcode)(?=[?#]|$)/i.test(path));

describe('safeRedirect keeps users on this origin', () => {
  test.prop([fc.oneof(attack, appPath)])('the result is either the input or /index', (raw) => {
    const result = safeRedirect(raw);
    expect([HOME_PATH, raw]).toContain(result);
  });

  test.prop([fc.oneof(attack, appPath)])('the result is a single-slash, same-origin path with no backslash or control character', (raw) => {
    const result = safeRedirect(raw);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(result).not.toContain('\\');
    expect(hasControl(result)).toBe(false);
    const resolved = new URL(result, ORIGIN);
    expect(resolved.origin).toBe(ORIGIN);
    // Dot segments must not fold into a protocol-relative path either.
    expect(resolved.pathname.startsWith('//')).toBe(false);
    expect(result.split(/[?#]/, 1)[0]).not.toContain('//');
  });

  test.prop([fc.oneof(attack, appPath)])('is idempotent', (raw) => {
    const once = safeRedirect(raw);
    expect(safeRedirect(once)).toBe(once);
  });

  test.prop([appPath])('keeps every ordinary in-app path exactly', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  test.prop([
    fc.tuple(
      fc.constantFrom('//', '///', '/\\', '\\\\', '\\/', 'http://', 'https://', 'HTTPS://', 'ftp://', 'javascript:', 'data:', '/.//', '/..//', '/%2e//', '/%2E%2e//'),
      fc.domain(),
      fc.option(appPath, { nil: '' }),
    ),
  ])('protocol-relative, backslash, scheme and dot-segment tricks go home', ([prefix, host, rest]) => {
    expect(safeRedirect(`${prefix}${host}${rest}`)).toBe(HOME_PATH);
  });

  test.prop([
    fc.tuple(
      fc.constantFrom('/login', '/logout', '/qrcode', '/LOGIN', '/Login/', '/login//', '/%6Cogin', '/qrcode/'),
      fc.option(appPath.map((p) => `?redirect=${encodeURIComponent(p)}`), { nil: '' }),
    ),
  ])('the sign-in pages themselves go home, so sign-in cannot loop', ([page, rest]) => {
    expect(safeRedirect(`${page}${rest}`)).toBe(HOME_PATH);
  });

  test.prop([appPath, fc.nat(), fc.constantFrom('\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\\')])(
    'one control character or backslash anywhere sends an otherwise good path home',
    (path, at, bad) => {
      const index = 1 + (at % path.length);
      expect(safeRedirect(`${path.slice(0, index)}${bad}${path.slice(index)}`)).toBe(HOME_PATH);
    },
  );

  test.prop([fc.string({ minLength: 1 }).filter((s) => !s.startsWith('/'))])('anything not starting with a slash goes home', (raw) => {
    expect(safeRedirect(raw)).toBe(HOME_PATH);
  });
});

// ---------------------------------------------------------------------------
// decideEntry, one decision at a time
// ---------------------------------------------------------------------------

const WHITELISTED = ['/login', '/logout', '/qrcode'];
const protectedPath = fc
  .oneof(
    fc.constantFrom('/', '/index', '/collect', '/home/profile', '/recordReport/toBeReported', '/process/handle/details/3', '/loginx', '/qrcode/x'),
    fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  )
  .filter((path) => !WHITELISTED.includes(path.toLowerCase().replace(/\/+$/, '')));
const whitelistedPath = fc.constantFrom(...WHITELISTED, '/login/', '/logout/');
const queryValue = fc.oneof(fc.string({ maxLength: 12 }), segment);
const plainQuery = fc.dictionary(fc.constantFrom('txt', 'redirect', 'subParams', 'deal', 'keydignumgather', 'x'), queryValue, { maxKeys: 3 });

const input = (path: string, query: Record<string, string>, over: Partial<GuardInput>): GuardInput => {
  const search = new URLSearchParams(query).toString();
  return {
    path,
    fullPath: search.length > 0 ? `${path}?${search}` : path,
    query,
    hasToken: false,
    rolesLoaded: false,
    attempts: 0,
    ...over,
  };
};

/** The redirect a login URL carries, or '/index' when it carries none (that is where sign-in goes by default). */
const redirectOf = (loginUrl: string): string => {
  const url = new URL(loginUrl, 'http://app.local');
  expect(url.pathname).toBe('/login');
  return url.searchParams.get('redirect') ?? '/index';
};

describe('entry guard decisions (SPEC section 2)', () => {
  test.prop([whitelistedPath, plainQuery, fc.boolean(), fc.integer({ min: 0, max: 10 })])(
    'without a token the whitelisted pages are allowed, whatever the query (even a uid)',
    (path, query, rolesLoaded, attempts) => {
      expect(decideEntry(input(path, { ...query, uid: 'u1' }, { rolesLoaded, attempts }))).toEqual({ kind: 'allow' });
    },
  );

  test.prop([protectedPath, plainQuery, fc.boolean(), fc.integer({ min: 0, max: 10 })])(
    'without a token every other page goes to /login, carrying the safe full path back',
    (path, query, rolesLoaded, attempts) => {
      const guardInput = input(path, query, { rolesLoaded, attempts });
      const decision = decideEntry(guardInput);
      expect(decision.kind).toBe('redirect');
      if (decision.kind !== 'redirect') return;
      expect(redirectOf(decision.to)).toBe(safeRedirect(guardInput.fullPath));
      if (path !== '/' && path !== '/index') expect(redirectOf(decision.to)).toBe(guardInput.fullPath);
    },
  );

  test.prop([fc.constantFrom('/login', '/login/', '/Login'), plainQuery, fc.boolean(), fc.integer({ min: 0, max: 10 })])(
    'with a token /login goes to the root',
    (path, query, rolesLoaded, attempts) => {
      expect(decideEntry(input(path, query, { hasToken: true, rolesLoaded, attempts }))).toEqual({ kind: 'redirect', to: '/' });
    },
  );

  test.prop([protectedPath, plainQuery, fc.integer({ min: 0, max: 10 })])('with a token and roles loaded every page is allowed', (path, query, attempts) => {
    expect(decideEntry(input(path, query, { hasToken: true, rolesLoaded: true, attempts }))).toEqual({ kind: 'allow' });
  });

  test.prop([protectedPath, plainQuery, fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double())])(
    'with a token but no roles: load and retry with attempt + 1 below four attempts, then reset the token and sign in',
    (path, query, attempts) => {
      const guardInput = input(path, query, { hasToken: true, attempts });
      const decision = decideEntry(guardInput);
      if (attempts < MAX_USER_LOAD_ATTEMPTS) {
        expect(decision.kind).toBe('load-user-and-retry');
        if (decision.kind !== 'load-user-and-retry') return;
        expect(decision.attempt).toBe(Math.max(0, Math.floor(attempts)) + 1);
        expect(decision.attempt).toBeLessThanOrEqual(MAX_USER_LOAD_ATTEMPTS);
        expect(decision.attempt).toBeGreaterThan(0);
      } else {
        expect(decision.kind).toBe('reset-token-and-login');
        if (decision.kind !== 'reset-token-and-login') return;
        expect(redirectOf(decision.to)).toBe(safeRedirect(guardInput.fullPath));
      }
    },
  );

  test.prop([
    protectedPath,
    segment,
    fc.option(fc.oneof(fc.constant('1'), fc.constantFrom('0', '2', '3', 'x'), fc.string({ maxLength: 3 })), { nil: undefined }),
    fc.option(fc.oneof(segment, fc.constant('')), { nil: undefined }),
    fc.boolean(),
    fc.boolean(),
  ])('a uid link signs in and goes where deal and keydignumgather say', (path, uid, deal, key, hasToken, rolesLoaded) => {
    const query: Record<string, string> = { uid };
    if (deal !== undefined) query.deal = deal;
    if (key !== undefined) query.keydignumgather = key;
    const decision = decideEntry(input(path, query, { hasToken, rolesLoaded }));
    expect(decision.kind).toBe('uid-login');
    if (decision.kind !== 'uid-login') return;
    expect(decision.uid).toBe(uid);
    const dealGiven = deal !== undefined && deal.trim().length > 0;
    const keyGiven = key !== undefined && key.length > 0;
    if (!dealGiven) expect(decision.target).toEqual({ kind: 'path', path: '/index' });
    else if (deal.trim() === '1') {
      expect(decision.target).toEqual(
        keyGiven ? { kind: 'details', path: TO_BE_REPORTED_DETAILS, key, paramType: 2 } : { kind: 'path', path: TO_BE_REPORTED_LIST },
      );
    } else {
      expect(decision.target).toEqual(
        keyGiven ? { kind: 'details', path: REPORTED_DETAILS, key, paramType: 4 } : { kind: 'path', path: REPORTED_LIST },
      );
    }
  });

  test.prop([fc.string(), fc.string(), fc.dictionary(fc.string({ maxLength: 5 }), fc.option(fc.string(), { nil: undefined })), fc.boolean(), fc.boolean(), fc.double()])(
    'never throws, and every redirect stays on this origin',
    (path, fullPath, query, hasToken, rolesLoaded, attempts) => {
      const decision = decideEntry({ path, fullPath, query, hasToken, rolesLoaded, attempts });
      if (decision.kind === 'redirect' || decision.kind === 'reset-token-and-login') {
        expect(new URL(decision.to, 'http://app.local').origin).toBe('http://app.local');
        expect(decision.to.startsWith('//')).toBe(false);
      }
    },
  );
});

// ---------------------------------------------------------------------------
// decideEntry, model-based navigation
// ---------------------------------------------------------------------------

/** SPEC section 9: retry counter maximum 4 (written out, so that a change of the constant is caught). */
const MAX_LOADS = 4;

/** What loading the user info and menu does this time: roles arrive, the call succeeds without roles, or it fails. */
type Outcome = 'ok' | 'empty' | 'fail';

const WHITELIST = ['/login', '/logout', '/qrcode'];
const pathOf = (fullPath: string): string => new URL(fullPath, 'http://app.local').pathname;
const isWhitelisted = (fullPath: string): boolean => WHITELIST.includes(pathOf(fullPath).toLowerCase().replace(/\/+$/, '') || '/');
const hasUid = (fullPath: string): boolean => (new URL(fullPath, 'http://app.local').searchParams.get('uid') ?? '').trim().length > 0;

interface Visit {
  readonly final: string;
  /** User loads per hop of the navigation (a hop is one guard resolution, ended by allow or a redirect). */
  readonly loadsPerHop: readonly number[];
}

/** The browser side: carries out the guard's decisions the way the app's guard service does, with a scripted loader. */
class Browser {
  token = false;
  roles = false;
  script: Outcome[] = [];

  private load(): Outcome {
    const outcome = this.script.shift() ?? 'ok';
    if (outcome === 'ok') this.roles = true;
    if (outcome === 'fail') {
      this.token = false;
      this.roles = false;
    }
    return outcome;
  }

  private targetPath(target: UidLinkTarget): string {
    if (target.kind === 'path') return target.path;
    return `${target.path}?${new URLSearchParams({ keydignumgather: target.key, paramType: String(target.paramType) }).toString()}`;
  }

  /** One guard resolution: returns where the browser ends up (the same location when allowed) and how often it loaded. */
  private resolve(fullPath: string): { readonly allowed: boolean; readonly to: string; readonly loads: number } {
    const url = new URL(fullPath, 'http://app.local');
    const location = { path: url.pathname, fullPath, query: Object.fromEntries(url.searchParams) };
    let attempts = 0;
    let loads = 0;
    for (let step = 0; step < 20; step += 1) {
      const decision = decideEntry({ ...location, hasToken: this.token, rolesLoaded: this.roles, attempts });
      switch (decision.kind) {
        case 'allow':
          return { allowed: true, to: fullPath, loads };
        case 'redirect':
          return { allowed: false, to: decision.to, loads };
        case 'reset-token-and-login':
          this.token = false;
          this.roles = false;
          return { allowed: false, to: decision.to, loads };
        case 'uid-login': {
          // The uid sign-in stores a token, then loads the user; a failed sign-in goes to /login.
          this.token = true;
          this.roles = false;
          if (this.load() === 'fail') return { allowed: false, to: '/login', loads };
          return { allowed: false, to: this.targetPath(decision.target), loads };
        }
        case 'load-user-and-retry':
          expect(decision.attempt).toBe(attempts + 1);
          loads += 1;
          if (this.load() === 'fail') {
            return { allowed: false, to: loginPathFor(fullPath), loads };
          }
          attempts = decision.attempt;
      }
    }
    throw new Error(`the guard did not settle on ${fullPath}`);
  }

  navigate(fullPath: string): Visit {
    const loadsPerHop: number[] = [];
    let at = fullPath;
    for (let hop = 0; hop < 6; hop += 1) {
      const { allowed, to, loads } = this.resolve(at);
      loadsPerHop.push(loads);
      if (allowed) return { final: at, loadsPerHop };
      at = to;
    }
    throw new Error(`redirect loop from ${fullPath}: ${loadsPerHop.join(',')}`);
  }
}

interface Model {
  token: boolean;
  roles: boolean;
  script: Outcome[];
}

class SignIn implements fc.Command<Model, Browser> {
  check = (): boolean => true;
  run(model: Model, real: Browser): void {
    model.token = real.token = true;
    model.roles = real.roles = false;
  }
  toString = (): string => 'signIn';
}

class SignOut implements fc.Command<Model, Browser> {
  check = (): boolean => true;
  run(model: Model, real: Browser): void {
    model.token = real.token = false;
    model.roles = real.roles = false;
  }
  toString = (): string => 'signOut';
}

class ScriptLoader implements fc.Command<Model, Browser> {
  constructor(readonly outcomes: readonly Outcome[]) {}
  check = (): boolean => true;
  run(model: Model, real: Browser): void {
    model.script = [...this.outcomes];
    real.script = [...this.outcomes];
  }
  toString = (): string => `loader(${this.outcomes.join(',')})`;
}

class Navigate implements fc.Command<Model, Browser> {
  constructor(readonly fullPath: string) {}
  check = (): boolean => true;
  run(model: Model, real: Browser): void {
    const visit = real.navigate(this.fullPath);

    // Never more than four loads for one resolution, and never more than a handful of redirects.
    for (const loads of visit.loadsPerHop) expect(loads).toBeLessThanOrEqual(MAX_LOADS);
    expect(visit.loadsPerHop.length).toBeLessThanOrEqual(4);
    // It always ends on a page the session may see: a sign-in page, or any page with a token and roles.
    expect(isWhitelisted(visit.final) || (real.token && real.roles)).toBe(true);
    if (!real.token) expect(isWhitelisted(visit.final)).toBe(true);
    expect(visit.final.startsWith('/')).toBe(true);

    if (!hasUid(this.fullPath) || isWhitelisted(this.fullPath)) this.predict(model, visit);
    model.token = real.token;
    model.roles = real.roles;
    model.script = [...real.script];
  }

  /** What the user must see, worked out from the model alone (uid links are covered by the invariants above). */
  private predict(model: Model, visit: Visit): void {
    const total = visit.loadsPerHop.reduce((a, b) => a + b, 0);
    if (isWhitelisted(this.fullPath)) {
      if (model.token && pathOf(this.fullPath).toLowerCase().replace(/\/+$/, '') === '/login') {
        // Signed in: /login goes to the root, which may still have to load the user.
        expect(visit.loadsPerHop[0]).toBe(0);
      } else {
        expect(visit).toEqual({ final: this.fullPath, loadsPerHop: [0] });
      }
      return;
    }
    if (!model.token) {
      expect(visit).toEqual({ final: loginPathFor(this.fullPath), loadsPerHop: [0, 0] });
      return;
    }
    if (model.roles) {
      expect(visit).toEqual({ final: this.fullPath, loadsPerHop: [0] });
      return;
    }
    const outcomes = [...model.script, 'ok', 'ok', 'ok', 'ok'].slice(0, MAX_LOADS);
    const decisive = outcomes.findIndex((outcome) => outcome !== 'empty');
    if (decisive >= 0 && outcomes[decisive] === 'ok') {
      expect(visit).toEqual({ final: this.fullPath, loadsPerHop: [decisive + 1] });
    } else {
      // A failed load, or four loads without roles: the token is gone and the user signs in again, coming back here.
      expect(visit.final).toBe(loginPathFor(this.fullPath));
      expect(total).toBe(decisive >= 0 ? decisive + 1 : MAX_LOADS);
    }
  }

  toString = (): string => `navigate(${this.fullPath})`;
}

const fullPath = fc.constantFrom(
  '/',
  '/index',
  '/collect',
  '/search?txt=abc',
  '/process/handle/details/7?subParams=%7B%7D',
  '/login',
  '/login?redirect=%2Fcollect',
  '/logout',
  '/qrcode',
  '/index?uid=u1',
  '/index?uid=u1&deal=1',
  '/index?uid=u1&deal=1&keydignumgather=K-1',
  '/recordReport/query?uid=u2&deal=2&keydignumgather=K-2',
  '/login?uid=u3',
);
/** Weighted towards loads that bring no roles, so that runs of four and more are common. */
const outcome = fc.oneof(
  { arbitrary: fc.constant<Outcome>('empty'), weight: 4 },
  { arbitrary: fc.constant<Outcome>('ok'), weight: 1 },
  { arbitrary: fc.constant<Outcome>('fail'), weight: 1 },
);

describe('entry guard, model-based navigation', () => {
  test.prop([
    fc.commands(
      [
        fc.constant(new SignIn()),
        fc.constant(new SignOut()),
        fc.array(outcome, { maxLength: 8 }).map((outcomes) => new ScriptLoader(outcomes)),
        fc.constant(new ScriptLoader(['empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty', 'empty'])),
        fullPath.map((path) => new Navigate(path)),
      ],
      { maxCommands: 40 },
    ),
  ])('never loads more than four times per navigation and always settles on a page the session may see', (commands) => {
    fc.modelRun(() => ({ model: { token: false, roles: false, script: [] }, real: new Browser() }), commands);
  });
});
