import { shown } from '../affair/service/directory';
import { filingDetailsUrl } from '../filing/detail-links';
import { FILING_TYPE_LABELS } from '../filing/filing-types';
import { withinJurisdiction } from '../filing/jurisdiction';
import { FILING_STATUS_LABELS } from '../filing/lifecycle';
import { divisionName, nameOf, textOf } from '../filing/service/access';
import { filingGroups } from '../filing/service/filing-index';
import type { Directory, FilingBook, StoredFiling } from '../filing/service/types';
import type { SearchDocument } from './search-types';

/** An ISO time in Beijing time, or the text as given when it is already a plain date. */
const displayed = (at: string): string => (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/.test(at) ? at : shown(at) || at);

/** A filing as a search document; records are immutable, so one is made per record and directory. */
const documents = new WeakMap<Directory['divisions'], WeakMap<StoredFiling, SearchDocument>>();

function documentOf(filing: StoredFiling, dir: Pick<Directory, 'divisions'>): SearchDocument {
  const byRecord = documents.get(dir.divisions) ?? new WeakMap<StoredFiling, SearchDocument>();
  documents.set(dir.divisions, byRecord);
  const known = byRecord.get(filing);
  if (known !== undefined) return known;
  const { name } = nameOf(filing.data);
  const document: SearchDocument = {
    kind: 'filing',
    id: filing.keyNumGather,
    title: `${divisionName(dir, filing.divisionCode)}${FILING_TYPE_LABELS[filing.keyTypeCode]}备案：${name}`,
    body: [FILING_STATUS_LABELS[filing.status], ...textOf(filing, dir).split('\n')].filter((part) => part.length > 0).join('；'),
    date: displayed(filing.updatedAt),
    // The query details page (SPEC section 2) with the key and type as its subParams; it fetches the record itself.
    path: filingDetailsUrl('/query/details', { keyNumGather: filing.keyNumGather, keyTypeCode: filing.keyTypeCode }),
  };
  byRecord.set(filing, document);
  return document;
}

/** The last answer for each filings array (every write makes a new one) by directory and division. */
const answers = new WeakMap<readonly StoredFiling[], WeakMap<Directory['divisions'], Map<string, readonly SearchDocument[]>>>();

/** The filings of the user's division and the divisions below it (the jurisdiction rule), as documents. */
export function filingDocuments(book: FilingBook, dir: Pick<Directory, 'divisions'>, divisionCode: string): readonly SearchDocument[] {
  const byDirectory = answers.get(book.filings) ?? new WeakMap<Directory['divisions'], Map<string, readonly SearchDocument[]>>();
  answers.set(book.filings, byDirectory);
  const byDivision = byDirectory.get(dir.divisions) ?? new Map<string, readonly SearchDocument[]>();
  byDirectory.set(dir.divisions, byDivision);
  const known = byDivision.get(divisionCode);
  if (known !== undefined) return known;
  const found = filingGroups(book.filings, (code) => withinJurisdiction(divisionCode, code), () => true).flatMap((group) => group.map((filing) => documentOf(filing, dir)));
  byDivision.set(divisionCode, found);
  return found;
}
