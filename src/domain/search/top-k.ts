/** Above this many, keeping a sorted buffer costs more than sorting everything once. */
const BUFFER_LIMIT = 256;

/**
 * The first `k` items in `compare` order, as `[...items].sort(compare).slice(0, k)` gives them:
 * a page of results needs only its own rows ordered, not every match. Items are kept in a
 * sorted buffer of at most `k` (binary insertion, the worst dropped), which for a small k is one
 * comparison per item for most of them. A stable sort keeps equal items in input order; so does
 * the buffer, by inserting after equals.
 */
export function topOf<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k > BUFFER_LIMIT || k >= items.length) return [...items].sort(compare).slice(0, k);
  const best: T[] = [];
  for (const item of items) {
    const worst = best[best.length - 1];
    if (best.length === k && worst !== undefined && compare(item, worst) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const probe = best[middle] as T;
      if (compare(probe, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
