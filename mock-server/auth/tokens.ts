import { createHash, randomBytes } from 'node:crypto';
import { bearerMessages } from '../../src/domain/session/auth-failures';
import type { TokenData } from '../../src/ports/api/user.dto';
import type { ServerContext } from '../context';
import type { DbUser } from '../db-types';
import { HttpError } from '../http/errors';

export interface Session {
  readonly user: DbUser;
  readonly tokenHash: string;
}

const MAX_TOKEN_LENGTH = 128;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const unauthorized = (message: string): HttpError => new HttpError(401, message, { error: 'unauthorized' });

/** A new random bearer token, persisted (as a hash) before it is handed out. Expired ones are dropped on the way. */
export async function issueToken(server: ServerContext, userId: string, ip: string): Promise<TokenData> {
  const token = randomBytes(32).toString('base64url');
  const now = server.now();
  const ttl = server.config.tokenTtlSeconds;
  await server.store.update((db) => {
    db.tokens = db.tokens.filter((t) => t.expiresAt > now);
    db.tokens.push({ tokenHash: hashToken(token), userId, issuedAt: now, expiresAt: now + ttl * 1000, ip });
  });
  return { access_token: token, token_type: 'bearer', expires_in: ttl };
}

/** The session a raw token opens, if it is known and not expired. */
export function findSession(server: ServerContext, token: string): Session | undefined {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const tokenHash = hashToken(token);
  const record = server.store.db.tokens.find((t) => t.tokenHash === tokenHash);
  if (record === undefined || record.expiresAt <= server.now()) return undefined;
  const user = server.store.db.users.find((u) => u.userId === record.userId);
  return user === undefined || user.kind === 'service' ? undefined : { user, tokenHash };
}

/** Checks "Authorization: Bearer <token>"; the two 401 texts tell a missing token from a stale one. */
export function authenticate(server: ServerContext, authorization: string | undefined): Session {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (match?.[1] === undefined) throw unauthorized(bearerMessages.noToken);
  const session = findSession(server, match[1]);
  if (session === undefined) throw unauthorized(bearerMessages.tokenExpired);
  return session;
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
