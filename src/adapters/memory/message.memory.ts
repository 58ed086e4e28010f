import { inject, injectable } from 'inversify';
import { hideMessage, messagePage, openMessage, sendMessage, type MessageCall } from '../../domain/message/message-service';
import type { MessageDetail, MessageQuery, MessageRow, MessageSend } from '../../domain/message/message-types';
import { storageKeys } from '../../domain/session/storage-keys';
import { messageIdBody, messageListQuery, messageSendBody } from '../../ports/api/message.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MessageApi } from '../../ports/message.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { servedOrThrow } from './memory-refusal';
import { asQuery, parsedInput } from './memory-input';
import { messageBookOf, storeMessageBook } from './memory-messages';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** MessageApi on the in-memory backend: the same message service as the mock server. */
@injectable()
export class MemoryMessageApi implements MessageApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(query: MessageQuery): Promise<Page<MessageRow>> {
    return this.runner.run(() => servedOrThrow(messagePage(this.call(), parsedInput(messageListQuery, asQuery(query)))), quiet);
  }

  open(id: string): Promise<MessageDetail> {
    return this.runner.run(() => {
      const { messages, value } = servedOrThrow(openMessage(this.call(), parsedInput(messageIdBody, { id }).id));
      storeMessageBook(this.backend, messages);
      return value;
    }, quiet);
  }

  send(body: MessageSend): Promise<MessageDetail> {
    return this.runner.run(() => {
      const call = this.call();
      const { messages, value } = servedOrThrow(sendMessage(call, parsedInput(messageSendBody, body)));
      storeMessageBook(this.backend, messages);
      for (const r of value.recipients) this.backend.push.deliverTo(r.userId, { type: 'counts-changed', time: call.at });
      return value;
    }, quiet);
  }

  remove(id: string): Promise<void> {
    return this.runner.run(() => {
      const { messages } = servedOrThrow(hideMessage(this.call(), parsedInput(messageIdBody, { id }).id));
      storeMessageBook(this.backend, messages);
    }, quiet);
  }

  private call(): MessageCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { departments, divisions } = this.backend.data;
    return { dir: { users: this.backend.allAccounts(), departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), messages: messageBookOf(this.backend) };
  }
}
