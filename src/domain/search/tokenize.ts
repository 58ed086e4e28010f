import { SEARCH_TERMS_MAX } from './search-types';

/**
 * The search text as terms: trimmed, runs of blanks (the ideographic space too) collapsed, split on
 * them, duplicates dropped (case-insensitively), at most SEARCH_TERMS_MAX. Chinese has no word
 * breaks, so a term is matched as a substring.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const term of text.trim().split(/\s+/u)) {
    const key = term.toLowerCase();
    if (term.length === 0 || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  return terms;
}
