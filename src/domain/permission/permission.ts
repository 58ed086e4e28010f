/** SPEC section 5: the permission check throws without a value and is true when the user holds it. */
export function checkPermission(need: string | readonly string[] | undefined, held: readonly string[]): boolean {
  const needed = typeof need === 'string' ? [need] : need;
  if (needed === undefined || needed.length === 0 || needed.some((value) => value.length === 0)) {
    throw new Error('need limits');
  }
  if (held.includes('*:*:*')) return true;
  return needed.some((value) => held.includes(value));
}
