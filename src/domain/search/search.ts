import { countFolded, findRanges, foldCase, snippetOf } from './highlight';
import { type SearchCounts, type SearchDocument, type SearchHit, type SearchPage, type SearchQuery } from './search-types';
import { tokenize } from './tokenize';
import { topOf } from './top-k';

const TITLE_WEIGHT = 10;
const PHRASE_BONUS = 20;

/**
 * An entry matches when every term occurs in its title or body. Title occurrences weigh ten
 * times body ones, and a title holding the whole text as typed ranks above the rest.
 */
function scoreOf(entry: SearchDocument, terms: readonly string[], phrase: string): number {
  const { title, body } = foldedOf(entry);
  let score = 0;
  for (const term of terms) {
    const inTitle = countFolded(title, term);
    const inBody = countFolded(body, term);
    if (inTitle + inBody === 0) return 0;
    score += TITLE_WEIGHT * inTitle + inBody;
  }
  return terms.length > 1 && title.includes(phrase) ? score + PHRASE_BONUS : score;
}

/** Folding is the costly part of scoring; documents kept between searches (the filings') are folded once. */
const foldedTexts = new WeakMap<SearchDocument, { readonly title: string; readonly body: string }>();

function foldedOf(entry: SearchDocument): { readonly title: string; readonly body: string } {
  const known = foldedTexts.get(entry);
  if (known !== undefined) return known;
  const folded = { title: foldCase(entry.title), body: foldCase(entry.body) };
  foldedTexts.set(entry, folded);
  return folded;
}

const hitOf = (entry: SearchDocument, terms: readonly string[]): SearchHit => {
  const snippet = snippetOf(entry.body, terms);
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    snippet: snippet.text,
    titleHighlights: findRanges(entry.title, terms),
    snippetHighlights: snippet.highlights,
    date: entry.date,
    path: entry.path,
  };
};

/**
 * Ranks the documents for the text: best score first, then newest, then by kind and id so the
 * order is total. The counts cover every kind whatever the filter; the page only the filtered one.
 * Blank text finds nothing. Paging is taken as given (the caller checks it).
 */
/** Best score first, then newest, then by kind and id: a total order, so a page is the same however it is found. */
function ranked(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    (a.entry.date === b.entry.date ? 0 : a.entry.date < b.entry.date ? 1 : -1) ||
    a.entry.kind.localeCompare(b.entry.kind) ||
    a.entry.id.localeCompare(b.entry.id)
  );
}

interface Scored {
  readonly entry: SearchDocument;
  readonly score: number;
}

/**
 * Ranks the documents for the text (see `ranked`). The counts cover every kind whatever the
 * filter; the page only the filtered one. Only the rows up to the page's end are put in order and
 * only the page is formatted. Blank text finds nothing. Paging is taken as given (the caller checks it).
 */
export function search(documents: readonly SearchDocument[], query: SearchQuery): SearchPage {
  const terms = tokenize(query.txt);
  const needles = terms.map(foldCase);
  const phrase = needles.join(' ');
  const kind = query.kind ?? 'all';
  const counts: { -readonly [K in keyof SearchCounts]: number } = { all: 0, affair: 0, filing: 0, notice: 0 };
  const filtered: Scored[] = [];
  if (terms.length > 0) {
    for (const entry of documents) {
      const score = scoreOf(entry, needles, phrase);
      if (score === 0) continue;
      counts[entry.kind] += 1;
      if (kind === 'all' || entry.kind === kind) filtered.push({ entry, score });
    }
  }
  counts.all = counts.affair + counts.filing + counts.notice;
  const start = (query.pageIndex - 1) * query.pageSize;
  const leading = topOf(filtered, start + query.pageSize, ranked);
  return {
    rows: leading.slice(start).map((s) => hitOf(s.entry, terms)),
    total: filtered.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    counts,
    terms,
  };
}
