import { listPageSize, toListPageSize } from '../../../app/shared/list-page-size';
import { MESSAGE_SEARCH_MAX, type MessageQuery } from '../../../domain/message/message-types';

export type ListQuery = Omit<MessageQuery, 'box'>;

export const INBOX_ROUTE = '/secretary/inbox';
export const COMPOSE_ROUTE = '/office/secretary/editMessage';
const DETAIL_ROUTE = '/office/secretary/messageDetail';

const positive = (value: string | null, fallback: number): number => (value !== null && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : fallback);

/** Reads a list's address; a value that is not valid is dropped on its own. */
export function listQueryOf(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const text = params.get('text')?.slice(0, MESSAGE_SEARCH_MAX).trim();
  return {
    pageIndex: positive(params.get('pageIndex'), 1),
    pageSize: toListPageSize(Number(params.get('pageSize'))),
    ...(text === undefined || text === '' ? {} : { text }),
  };
}

/** The address of a list query (page 1 and the default size are left out). */
export function listUrl(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.text !== undefined && query.text !== '') params.set('text', query.text);
  if (query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize !== listPageSize()) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

const PDF_READ_ROUTE = '/office/secretary/pdfread';

/** SPEC section 2: the message is named by subParams, a JSON object. */
export const messageUrl = (id: string): string => `${DETAIL_ROUTE}?subParams=${encodeURIComponent(JSON.stringify({ id }))}`;

/** 附件预览 (pdfread): the message as its details page names it, and the attachment's file id. */
export const pdfReadUrl = (id: string, fileId: string): string =>
  `${PDF_READ_ROUTE}?subParams=${encodeURIComponent(JSON.stringify({ id }))}&fileId=${encodeURIComponent(fileId)}`;

export type ComposeMode = { readonly kind: 'new' } | { readonly kind: 'reply' | 'forward'; readonly id: string };

export function composeModeOf(search: string): ComposeMode {
  const params = new URLSearchParams(search);
  const reply = params.get('reply');
  if (reply !== null && reply !== '') return { kind: 'reply', id: reply };
  const forward = params.get('forward');
  return forward !== null && forward !== '' ? { kind: 'forward', id: forward } : { kind: 'new' };
}

export const composeUrl = (mode: ComposeMode): string => (mode.kind === 'new' ? COMPOSE_ROUTE : `${COMPOSE_ROUTE}?${mode.kind}=${encodeURIComponent(mode.id)}`);
