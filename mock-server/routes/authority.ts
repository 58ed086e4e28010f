import { randomBytes } from 'node:crypto';
import { briefOf, cancelKey, collectKey, grantKey, issueKey, viewKey, type AuthorityBook, type AuthorityKey, type Changed } from '../../src/domain/authority/authority-keys';
import { authorityKeyQuery, authorityPollQuery } from '../../src/ports/api/authority.schema';
import type { AuthorityBrief, AuthorityPoll } from '../../src/ports/api/authority.endpoints';
import { issueToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { HttpError } from '../http/errors';
import { route, type RouteHost } from '../http/typed-route';
import { placeOf } from '../push/place';

const BASE = '/api/user/public/default/authorityCache';

/** An IPv4 peer as people write it (Node reports it IPv4-mapped on a dual-stack socket). */
const readableIp = (ip: string): string => (ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip);

/** 128 random bits, url-safe: nobody guesses a key or a ticket. */
const randomKey = (): string => randomBytes(16).toString('base64url');

/** Runs a rule of src/domain/authority over db.authorityKeys, keeping the book it returns; a refusal is the HTTP answer. */
async function applied<T>(server: ServerContext, rule: (book: AuthorityBook, now: number) => Changed<T>): Promise<T> {
  return server.store.update((db) => {
    const result = rule(db.authorityKeys ?? [], server.now());
    if (!result.ok) throw new HttpError(result.error.status, result.error.message);
    if (result.value.book !== db.authorityKeys) db.authorityKeys = result.value.book;
    return result.value.answer;
  });
}

const brief = (server: ServerContext, entry: AuthorityKey): AuthorityBrief => briefOf(entry, server.now(), placeOf(entry.ip));

/** QR sign-in (SPEC section 7, authorityCache): thin I/O over src/domain/authority. */
export function authorityRoutes(host: RouteHost): void {
  route(host, `GET ${BASE}/userQRCode`, { auth: 'public', input: {} }, async (_input, { req, server, ip }) =>
    server.store.update((db) => {
      const request = { key: randomKey(), ticket: randomKey(), agent: req.headers['user-agent'] ?? '', ip: readableIp(ip) };
      const issued = issueKey(db.authorityKeys ?? [], request, server.now(), server.config.qrKeyTtlSeconds);
      db.authorityKeys = issued.book;
      return issued.answer;
    }),
  );

  route(host, `POST ${BASE}/userAuthorityKey`, { auth: 'public', input: { query: authorityPollQuery } }, async ({ query }, { server, ip }): Promise<AuthorityPoll> => {
    const collected = await applied(server, (book, now) => collectKey(book, query.key, query.ticket, now));
    if (collected.state !== 'granted') return collected;
    return { state: 'granted', token: await issueToken(server, collected.userId, ip) };
  });

  route(host, `GET ${BASE}/userBrief`, { auth: 'bearer', input: { query: authorityKeyQuery } }, async ({ query }, { server }) =>
    brief(server, await applied(server, (book, now) => viewKey(book, query.key, now))),
  );

  route(host, `PUT ${BASE}/userAuthority`, { auth: 'bearer', input: { query: authorityKeyQuery } }, async ({ query }, { server, session }) =>
    brief(server, await applied(server, (book, now) => grantKey(book, query.key, session.user.userId, now))),
  );

  route(host, `PUT ${BASE}/cancelUserAuthority`, { auth: 'bearer', input: { query: authorityKeyQuery } }, async ({ query }, { server }) =>
    brief(server, await applied(server, (book, now) => cancelKey(book, query.key, now))),
  );
}
