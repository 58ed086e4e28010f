export const HOME_PATH = '/index';
const MAX_REDIRECT_LENGTH = 2048;
const AUTH_PATHS = ['/login', '/logout', '/qrcode'];

/**
 * The redirect query value after sign-in, accepted only when it is an in-app path of this
 * origin: one leading slash, no scheme, no backslash, no control characters, and not the
 * sign-in pages themselves (which would loop). Anything else goes home.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return HOME_PATH;
  if (!raw.startsWith('/') || raw.startsWith('//')) return HOME_PATH;
  if (raw.includes('\\')) return HOME_PATH;
  for (let i = 0; i < raw.length; i += 1) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return HOME_PATH;
  }
  const pathOnly = raw.split(/[?#]/, 1)[0] ?? '';
  if (AUTH_PATHS.includes(pathOnly.replace(/\/+$/, ''))) return HOME_PATH;
  if (pathOnly === '/') return HOME_PATH;
  return raw;
}
