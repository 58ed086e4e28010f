import { inject, injectable } from 'inversify';
import { errorNameFor } from '../../domain/errors/error-names';
import { hideMessage, messagePage, openMessage, sendMessage, type MessageCall, type MessageServed } from '../../domain/message/message-service';
import type { MessageDetail, MessageQuery, MessageRow, MessageSend } from '../../domain/message/message-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { messageIdBody, messageListQuery, messageSendBody } from '../../ports/api/message.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MessageApi } from '../../ports/message.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { messageBookOf, storeMessageBook } from './memory-messages';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** The mock server's refusal body, with the fields' messages of a 400 beside it. */
function unwrapMessage<T>(result: MessageServed<T>): T {
  if (result.ok) return result.value;
  const { status, message, ...details } = result.error;
  throw new BackendFault({ kind: 'http', status, body: { code: status, msg: message, error: errorNameFor(status), error_description: message, ...details } });
}

/** MessageApi on the in-memory backend: the same message service as the mock server. */
@injectable()
export class MemoryMessageApi implements MessageApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: MessageQuery): Promise<Page<MessageRow>> {
    return this.runner.run(() => unwrapMessage(messagePage(this.call(), parsedInput(messageListQuery, asQuery(query)))), quiet);
  }

  open(id: string): Promise<MessageDetail> {
    return this.runner.run(() => {
      const { messages, value } = unwrapMessage(openMessage(this.call(), parsedInput(messageIdBody, { id }).id));
      storeMessageBook(this.backend, messages);
      return value;
    }, quiet);
  }

  send(body: MessageSend): Promise<MessageDetail> {
    return this.runner.run(() => {
      const call = this.call();
      const { messages, value } = unwrapMessage(sendMessage(call, parsedInput(messageSendBody, body)));
      storeMessageBook(this.backend, messages);
      for (const r of value.recipients) this.backend.push.deliverTo(r.userId, { type: 'counts-changed', time: call.at });
      return value;
    }, quiet);
  }

  remove(id: string): Promise<void> {
    return this.runner.run(() => {
      const { messages } = unwrapMessage(hideMessage(this.call(), parsedInput(messageIdBody, { id }).id));
      storeMessageBook(this.backend, messages);
    }, quiet);
  }

  private call(): MessageCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { departments, divisions } = this.backend.data;
    return { dir: { users: this.backend.allAccounts(), departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), messages: messageBookOf(this.backend) };
  }
}
