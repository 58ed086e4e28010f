/** The readable place of a sign-in for the remote-login notice (SPEC section 8). */
export function placeOf(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (address === '::1' || address.startsWith('127.')) return `本机（${address === '::1' ? '127.0.0.1' : address}）`;
  return address.length === 0 ? '未知地点' : `IP地址 ${address}`;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * yyyy-MM-dd HH:mm:ss in China Standard Time (UTC+8, no daylight saving), whatever the host's
 * time zone: the users read Beijing time.
 */
export function formatChinaTime(epochMs: number): string {
  const t = new Date(epochMs + CHINA_OFFSET_MS);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}
