import type { HighlightRange } from './search-types';

/**
 * Lower case one code unit at a time, keeping any unit whose lower case would change the length
 * (İ and a few others): ranges found in the folded text then index the original text exactly.
 */
export function foldCase(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charAt(i);
    const lower = unit.toLowerCase();
    folded += lower.length === 1 ? lower : unit;
  }
  return folded;
}

/** Every occurrence of every term in the text (case-insensitive), merged into sorted, disjoint ranges. */
export function findRanges(text: string, terms: readonly string[]): HighlightRange[] {
  const folded = foldCase(text);
  const found: HighlightRange[] = [];
  for (const term of terms) {
    const needle = foldCase(term);
    if (needle.length === 0) continue;
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      found.push({ start: at, end: at + needle.length });
    }
  }
  found.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: HighlightRange[] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, range.end) };
    else merged.push(range);
  }
  return merged;
}

/** How many times a term occurs in a text, both already folded by foldCase (overlapping occurrences count). */
export function countFolded(folded: string, needle: string): number {
  if (needle.length === 0) return 0;
  let count = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) count += 1;
  return count;
}

export const SNIPPET_LENGTH = 80;
/** Characters of context kept before the first match. */
const LEAD = 20;
const ELLIPSIS = '…';

/**
 * A stretch of the body around its first match (or its beginning when none matches), with an
 * ellipsis where text was cut, and the ranges of the terms inside that stretch.
 */
export function snippetOf(body: string, terms: readonly string[]): { text: string; highlights: HighlightRange[] } {
  const first = findRanges(body, terms)[0];
  const from = first === undefined ? 0 : Math.max(0, Math.min(first.start - LEAD, body.length - SNIPPET_LENGTH));
  const to = Math.min(body.length, from + SNIPPET_LENGTH);
  const text = `${from > 0 ? ELLIPSIS : ''}${body.slice(from, to)}${to < body.length ? ELLIPSIS : ''}`;
  return { text, highlights: findRanges(text, terms) };
}

/** A piece of text and whether it is a match: what a view renders as plain text or <mark>. */
interface TextSegment {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * Cuts a text at its ranges into plain and marked pieces that join back to the text. Ranges out
 * of bounds are clipped and overlapping or unsorted ones tolerated, since they come over the wire.
 */
export function segmentsOf(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    const start = Math.max(at, Math.min(text.length, Math.trunc(range.start)));
    const end = Math.max(start, Math.min(text.length, Math.trunc(range.end)));
    if (end === start) continue;
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
