import type { PushMessage } from '../../ports/api/user.dto';
import type { PushChannel } from '../../ports/push.port';
import { parsePushMessage, PUSH_EVENT_NAMES } from './push-message';

/** The part of EventSource the channel uses, so tests can pass a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
type EventSourceFactory = new (url: string) => EventSourceLike;

/**
 * PushChannel over server-sent events (SPEC section 7, /push/web/{userId}/{clientUuid}).
 * EventSource cannot send headers, so the token travels as access_token in the query.
 */
export class EventSourcePushChannel implements PushChannel {
  constructor(
    private readonly apiBaseUrl: string,
    private readonly EventSourceImpl: EventSourceFactory | undefined,
  ) {}

  connect(userId: string, clientUuid: string, token: string, onMessage: (message: PushMessage) => void): () => void {
    // Without EventSource (very old browsers) the remote-login notice is the only loss.
    if (this.EventSourceImpl === undefined) return () => undefined;
    const path = `/api/user/push/web/${encodeURIComponent(userId)}/${encodeURIComponent(clientUuid)}`;
    const source = new this.EventSourceImpl(`${this.apiBaseUrl}${path}?access_token=${encodeURIComponent(token)}`);
    let open = true;
    for (const name of PUSH_EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        const message = open ? parsePushMessage(event.data, name) : undefined;
        if (message !== undefined) onMessage(message);
      });
    }
    return () => {
      open = false;
      source.close();
    };
  }
}
