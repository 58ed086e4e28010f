/** The object without its null and undefined fields (SPEC section 3: filePermissionVo is sent that way). */
export function withoutNulls<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], null> } {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) result[key] = field;
  }
  return result as { [K in keyof T]?: Exclude<T[K], null> };
}
