/** How long a bearer token lives unless the server is configured otherwise (8 hours). */
export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** When a token issued at `now` with a lifetime of `ttlSeconds` stops opening a session. */
export const tokenExpiresAt = (now: number, ttlSeconds: number): number => now + ttlSeconds * 1000;

/** A token is live strictly before its expiry: at expiresAt it is already stale. */
export const isTokenLive = (expiresAt: number, now: number): boolean => expiresAt > now;

/** The expires_in of the token answer: whole seconds. */
export const tokenExpiresIn = (ttlSeconds: number): number => Math.floor(ttlSeconds);
