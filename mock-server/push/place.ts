/** The readable place of a sign-in for the remote-login notice (SPEC section 8). */
export function placeOf(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (address === '::1' || address.startsWith('127.')) return `本机（${address === '::1' ? '127.0.0.1' : address}）`;
  return address.length === 0 ? '未知地点' : `IP地址 ${address}`;
}
