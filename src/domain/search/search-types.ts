/** What a search can find (SPEC section 2, /search?txt=). */
export type SearchKind = 'affair' | 'filing' | 'notice';
export const SEARCH_KINDS: readonly SearchKind[] = ['affair', 'filing', 'notice'];
export const SEARCH_KIND_LABELS: Readonly<Record<SearchKind, string>> = { affair: '事务', filing: '备案', notice: '通知公告' };

/** The kind filter of the results page: every kind or one of them. */
export type SearchKindFilter = 'all' | SearchKind;

/** A half-open range [start, end) of UTF-16 code units in a title or snippet. */
export interface HighlightRange {
  readonly start: number;
  readonly end: number;
}

/** Something searchable, as each source hands it over: the text to match and where it opens. */
export interface SearchDocument {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  /** Plain text searched after the title; the snippet is cut from it. */
  readonly body: string;
  /** yyyy-MM-dd HH:mm (or yyyy-MM-dd): newer documents rank first among equal scores. */
  readonly date: string;
  /** The in-app address that opens it (affair details, filing details, notice details). */
  readonly path: string;
}

/** One result line: the document's title and a snippet with where the terms occur. */
export interface SearchHit {
  readonly kind: SearchKind;
  readonly id: string;
  readonly title: string;
  readonly snippet: string;
  readonly titleHighlights: readonly HighlightRange[];
  readonly snippetHighlights: readonly HighlightRange[];
  readonly date: string;
  readonly path: string;
}

export interface SearchQuery {
  readonly txt: string;
  readonly kind?: SearchKindFilter;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** How many hits each kind has, whatever the filter: the tabs show them. */
export interface SearchCounts {
  readonly all: number;
  readonly affair: number;
  readonly filing: number;
  readonly notice: number;
}

export interface SearchPage {
  readonly rows: SearchHit[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly counts: SearchCounts;
  /** The terms the text was split into, as matched. */
  readonly terms: readonly string[];
}

/** Longest search text accepted; the top bar cannot send more. */
export const SEARCH_TEXT_MAX = 100;
/** Terms beyond this are ignored, so a pasted paragraph cannot make a search slow. */
export const SEARCH_TERMS_MAX = 10;
