import type { ServiceIdentifier } from 'inversify';
import type { MessageDetail, MessageQuery, MessageRow, MessageSend } from '../domain/message/message-types';
import type { Page } from './api/page.dto';

/**
 * 秘书 messages. Refusals reject with an ApiFailure: 404 for a message the caller may not see,
 * 400 with the fields' messages (body.fieldProblems).
 */
export interface MessageApi {
  list(query: MessageQuery): Promise<Page<MessageRow>>;
  /** Marks it read when a recipient opens it. */
  open(id: string): Promise<MessageDetail>;
  send(body: MessageSend): Promise<MessageDetail>;
  remove(id: string): Promise<void>;
}
export const MessageApi = Symbol.for('MessageApi') as ServiceIdentifier<MessageApi>;
