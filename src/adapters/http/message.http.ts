import { inject, injectable } from 'inversify';
import type { MessageDetail, MessageQuery, MessageRow, MessageSend } from '../../domain/message/message-types';
import type { Page } from '../../ports/api/page.dto';
import type { MessageApi } from '../../ports/message.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own loading and error state, not the overlay or a toast. */
const quiet: CallOptions = { silent: true, notify: false };

/** MessageApi over HTTP. */
@injectable()
export class HttpMessageApi implements MessageApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(query: MessageQuery): Promise<Page<MessageRow>> {
    return this.api.call('GET /api/op/message/list', { query }, quiet);
  }

  open(id: string): Promise<MessageDetail> {
    return this.api.call('POST /api/op/message/open', { body: { id } }, quiet);
  }

  send(body: MessageSend): Promise<MessageDetail> {
    return this.api.call('POST /api/op/message/send', { body }, quiet);
  }

  async remove(id: string): Promise<void> {
    await this.api.call('POST /api/op/message/delete', { body: { id } }, quiet);
  }
}
