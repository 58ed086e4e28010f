export const HOME_PATH = '/index';
const MAX_REDIRECT_LENGTH = 2048;
const AUTH_PATHS = ['/login', '/logout', '/qrcode'];

/** A `.` or `..` segment, literal or percent-encoded: URL parsers resolve both, which can turn `/.//x` into `//x`. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The redirect query value after sign-in, accepted only when it is an in-app path of this
 * origin: one leading slash, no scheme, no backslash, no control characters, no empty or dot
 * segments (a URL parser would fold them into a protocol-relative `//host`), and not the root
 * or the sign-in pages themselves (which would loop; compared without case, trailing slashes
 * and percent-encoding, as the router matches them). Anything else goes home.
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
  if (pathOnly.includes('//')) return HOME_PATH;
  if (pathOnly.split('/').some((segment) => DOT_SEGMENT.test(segment))) return HOME_PATH;
  const routed = decoded(pathOnly).toLowerCase().replace(/\/+$/, '');
  if (routed === '' || AUTH_PATHS.includes(routed)) return HOME_PATH;
  return raw;
}
