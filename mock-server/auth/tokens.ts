import { createHash, randomBytes } from 'node:crypto';
import { bearerSession, bearerTokenOf } from '../../src/domain/session/auth-refusal';
import { sessionTtlSeconds } from '../../src/domain/admin/site-info';
import { isTokenLive, tokenExpiresAt, tokenExpiresIn } from '../../src/domain/session/token-lifetime';
import type { TokenData } from '../../src/ports/api/user.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { refusalError } from './refusal';

export interface Session {
  readonly user: DbUser;
  readonly tokenHash: string;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new random bearer token, persisted (as a hash) before it is handed out. Expired ones are
 * dropped on the way. It lives as long as the saved 会话时长 says, else as the server was configured.
 */
export async function issueToken(server: ServerContext, userId: string, ip: string): Promise<TokenData> {
  const token = randomBytes(32).toString('base64url');
  const now = server.now();
  const ttl = sessionTtlSeconds(server.store.db.systemSettings, server.config.tokenTtlSeconds);
  await server.store.update((db) => {
    db.tokens = db.tokens.filter((t) => isTokenLive(t.expiresAt, now));
    db.tokens.push({ tokenHash: hashToken(token), userId, issuedAt: now, expiresAt: tokenExpiresAt(now, ttl), ip });
  });
  return { access_token: token, token_type: 'bearer', expires_in: tokenExpiresIn(ttl) };
}

/** The session a raw token opens; 401 (src/domain/session's texts) when it is missing, unknown or expired. */
export function sessionOfToken(server: ServerContext, token: string | undefined): Session {
  const found = bearerSession(token, (given) => liveSession(server, given), (session) => session.user.disabled === true);
  if (!found.ok) throw refusalError(found.error);
  return found.value;
}

function liveSession(server: ServerContext, token: string): Session | undefined {
  const tokenHash = hashToken(token);
  const record = server.store.db.tokens.find((t) => t.tokenHash === tokenHash);
  if (record === undefined || !isTokenLive(record.expiresAt, server.now())) return undefined;
  const user = server.store.db.users.find((u) => u.userId === record.userId);
  return user === undefined || user.kind === 'service' ? undefined : { user, tokenHash };
}

/** Checks "Authorization: Bearer <token>"; the two 401 texts tell a missing token from a stale one. */
export function authenticate(server: ServerContext, authorization: string | undefined): Session {
  return sessionOfToken(server, bearerTokenOf(authorization));
}

export async function revokeToken(server: ServerContext, tokenHash: string): Promise<void> {
  await server.store.update((db) => {
    db.tokens = db.tokens.filter((t) => t.tokenHash !== tokenHash);
  });
}

/** After a password change every other session of the user ends; the current one logs out itself. */
export async function revokeOtherTokens(server: ServerContext, userId: string, keepHash: string): Promise<void> {
  await server.store.update((db) => {
    db.tokens = db.tokens.filter((t) => t.userId !== userId || t.tokenHash === keepHash);
  });
}

/** Every session of a user ends (a password reset, or an account enabled again after its sessions were refused). */
export async function revokeUserTokens(server: ServerContext, userId: string): Promise<void> {
  await server.store.update((db) => {
    db.tokens = db.tokens.filter((t) => t.userId !== userId);
  });
}
