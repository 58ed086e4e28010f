import type { RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { captchaQuery, tokenForm, tokenQuery } from '../../src/ports/api/auth.schema';
import { CLIENT_BASIC_AUTHORIZATION } from '../../src/ports/api/defaults';
import { signIn } from '../auth/login';
import { revokeToken } from '../auth/tokens';
import { formOnly } from '../http/body-parsers';
import { HttpError } from '../http/errors';
import { rawRoute, route, type RouteHost } from '../http/typed-route';
import { authMessages as m } from '../messages/auth';
import { CAPTCHA_TTL_MS } from '../security/captcha';

export const CAPTCHA_COOKIE = 'captcha_sid';

const cookieOf = (cookies: unknown, name: string): string | undefined => {
  const value = typeof cookies === 'object' && cookies !== null ? (cookies as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * The login call carries the fixed Basic client credential (SPEC section 7); checked before anything else.
 * The refusal carries no WWW-Authenticate challenge: a browser answers one with its own sign-in
 * dialog over the page, and the department's gateway sends the JSON envelope only.
 */
const requireClient: RequestHandler = (req, _res, next) => {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(CLIENT_BASIC_AUTHORIZATION);
  const ok = given.length === expected.length && timingSafeEqual(given, expected);
  next(ok ? undefined : new HttpError(401, m.invalidClient, { error: 'invalid_client' }));
};

export function authRoutes(host: RouteHost): void {
  rawRoute(
    host,
    'GET /api/oauth/captcha',
    { auth: 'public', input: { query: captchaQuery } },
    async (_input, { req, res, server }) => {
      const { sid, svg } = server.captchas.issue(cookieOf(req.cookies, CAPTCHA_COOKIE));
      res.cookie(CAPTCHA_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/api', maxAge: CAPTCHA_TTL_MS, secure: req.secure });
      res.setHeader('Cache-Control', 'no-store');
      res.type('image/svg+xml').send(svg);
    },
  );

  route(
    host,
    'POST /api/user/oauth/token',
    {
      auth: 'public',
      before: [requireClient, formOnly],
      input: { query: tokenQuery, form: tokenForm },
    },
    async ({ query, form }, { req, server, ip }) =>
      signIn(server, {
        username: form.username,
        password: form.password,
        captcha: form.captcha,
        clientUid: form.client_uid,
        uid: query.uid,
        ignorekey: query.ignorekey,
        captchaSid: cookieOf(req.cookies, CAPTCHA_COOKIE),
        ip,
      }),
  );

  route(host, 'DELETE /api/user/oauth/revoke', { auth: 'bearer', input: {} }, async (_input, { server, session }) => {
    await revokeToken(server, session.tokenHash);
    return null;
  });
}
