import { AFFAIR_STATUS_LABELS } from '../affair/affair';
import { mayView } from '../affair/boxes';
import { definitionById } from '../affair/definitions';
import { affairDetailsUrl } from '../affair/details-link';
import { boxCandidates } from '../affair/service/affair-index';
import { actorOf, shown, userName } from '../affair/service/directory';
import type { AffairBook, Directory, StoredAffair } from '../affair/service/types';
import { textOfHtml } from '../notice/notice-html';
import { visibleNotices } from '../notice/notice-rules';
import type { Notice, NoticeBoard, NoticeReader } from '../notice/notice-types';
import type { SearchDocument } from './search-types';

/** Search hits open affairs read-only, as 事务查询 does (box type 4), and fetch nothing first. */
const AFFAIR_SEARCH_BOX = 4;
const AFFAIR_SEARCH_SOURCE = 'search';

/**
 * The last document made for each affair with the registrant's name it shows: affairs are
 * immutable, so a document is reused until the affair changes or that person is renamed.
 */
const affairDocumentCache = new WeakMap<StoredAffair, { readonly registrant: string; readonly document: SearchDocument }>();

function affairDocumentOf({ affair, formData, updatedAt }: StoredAffair, registrant: string): SearchDocument {
  const definition = definitionById(affair.procDefId);
  const labelled = (definition?.formFields ?? [])
    .map((field) => ({ label: field.label, value: formData[field.name] ?? '' }))
    .filter((field) => field.value.length > 0)
    .map((field) => `${field.label}：${field.value}`);
  const body = [definition?.name ?? '', AFFAIR_STATUS_LABELS[affair.status], `登记人：${registrant}`, ...(labelled.length > 0 ? labelled : Object.values(formData))]
    .filter((part) => part.length > 0)
    .join('；');
  return {
    kind: 'affair' as const,
    id: affair.keyDigNumGather,
    title: affair.title,
    body,
    date: shown(updatedAt),
    path: affairDetailsUrl({ moduleKey: affair.keyDigNumGather, boxType: AFFAIR_SEARCH_BOX, source: AFFAIR_SEARCH_SOURCE, filesKey: affair.keyNumGather }),
  };
}

/** The affairs the user may view (the 事务查询 box), their form values and people as the searched body. */
export function affairDocuments(book: AffairBook, dir: Directory, userId: string): SearchDocument[] {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return [];
  return boxCandidates(book.affairs, actor.value, 'query')
    .filter((stored) => mayView(stored.affair, actor.value))
    .map((stored) => {
      const registrant = userName(dir, stored.affair.registeredBy);
      const cached = affairDocumentCache.get(stored);
      if (cached?.registrant === registrant) return cached.document;
      const document = affairDocumentOf(stored, registrant);
      affairDocumentCache.set(stored, { registrant, document });
      return document;
    });
}

export const noticeDetailsPath = (id: string): string => `/notice/details?id=${encodeURIComponent(id)}`;

/** A stored notice is never edited in place, so its document is made once: reading the body's text is most of the cost. */
const noticeDocumentCache = new WeakMap<Notice, SearchDocument>();

function noticeDocumentOf(notice: Notice): SearchDocument {
  const known = noticeDocumentCache.get(notice);
  if (known !== undefined) return known;
  const document: SearchDocument = {
    kind: 'notice',
    id: notice.id,
    title: notice.title,
    body: [notice.publisherUnit, textOfHtml(notice.body), ...notice.attachments].join(''),
    date: notice.publishedAt,
    path: noticeDetailsPath(notice.id),
  };
  noticeDocumentCache.set(notice, document);
  return document;
}

/** The notices the reader may read today (yyyy-MM-dd, China), body and publisher searched. */
export const noticeDocuments = (board: NoticeBoard, reader: NoticeReader, today: string): SearchDocument[] =>
  visibleNotices(board, reader, today).map(noticeDocumentOf);
