import { messageFieldLabels as l } from '../../domain/message/message-messages';
import { FILES_KEY_PATTERN, MESSAGE_BOXES, MESSAGE_ID_MAX, MESSAGE_PAGE_SIZE_MAX, MESSAGE_READ_FILTERS, MESSAGE_SEARCH_MAX, PICKS_MAX, type MessageBox, type MessageReadFilter } from '../../domain/message/message-types';
import { bodyOf, integer, literal, matching, object, optional, parseInput, queryOf, repeated, text } from './input-schema';

/** The inputs of 秘书's calls, for both backends; the message's own rules are the domain's (messages per field). */

const PAGE_INDEX_MAX = 100_000;
const ID_MAX = 40;
/** Generous beyond the domain's limits, so an over-long text gets the domain's message at its field. */
const TEXT_SLACK = 20_000;

const id = text({ max: MESSAGE_ID_MAX, min: 1, label: l.id });

export const messageListQuery = queryOf({
  box: literal<MessageBox>(MESSAGE_BOXES, l.box),
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: MESSAGE_PAGE_SIZE_MAX, label: l.pageSize }),
  text: optional(text({ max: MESSAGE_SEARCH_MAX, label: l.text })),
  read: optional(literal<MessageReadFilter>(MESSAGE_READ_FILTERS, l.read)),
});

export const messageIdBody = bodyOf({ id });

export const messageSendBody = bodyOf({
  persons: repeated(text({ max: ID_MAX, min: 1, label: l.persons }), { min: 0, max: PICKS_MAX, label: l.persons }),
  departments: repeated(text({ max: ID_MAX, min: 1, label: l.departments }), { min: 0, max: PICKS_MAX, label: l.departments }),
  subject: text({ max: TEXT_SLACK, label: l.subject }),
  body: text({ max: TEXT_SLACK, label: l.body }),
  filesKey: matching(FILES_KEY_PATTERN, { max: 48, label: l.filesKey }),
  forwardOf: optional(id),
});

/** SPEC section 2: messageDetail's subParams, a JSON object naming the message. */
const subParams = object({ id }, l.subParams);

/** The message id of a subParams text, or undefined when it is missing, not JSON or not the expected shape. */
export function messageIdOfSubParams(raw: string | null): string | undefined {
  if (raw === null || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = parseInput(subParams, value);
  return parsed.ok ? parsed.value.id : undefined;
}
