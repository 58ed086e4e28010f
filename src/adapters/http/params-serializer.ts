import type { QueryValue } from '../../ports/api/envelope';

/**
 * SPEC section 7: GET array parameters are serialised as repeated keys (a=1&a=2), not axios's
 * default a[]=1&a[]=2, which the backend does not read. undefined and null are left out.
 */
export function serializeParams(params: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  if (params === undefined || params === null) return '';
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item as QueryValue));
    }
  }
  return search.toString();
}
