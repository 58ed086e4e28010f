import type { MessageDetail, MessageQuery, MessageRow, MessageSend } from '../../domain/message/message-types';
import type { Page } from './page.dto';

/** 秘书 messages (our own calls under /api/op; SPEC section 7 names none). */
export interface MessageEndpoints {
  'GET /api/op/message/list': { query: MessageQuery; data: Page<MessageRow> };
  /** The message, marked read for a recipient; 404 for one the caller may not see. */
  'POST /api/op/message/open': { body: { readonly id: string }; data: MessageDetail };
  /** 400 with fieldProblems; the same files key again returns the message already sent. */
  'POST /api/op/message/send': { body: MessageSend; data: MessageDetail };
  /** Hides the message from the caller's own lists. */
  'POST /api/op/message/delete': { body: { readonly id: string }; data: null };
}
