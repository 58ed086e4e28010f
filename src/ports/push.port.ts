import type { ServiceIdentifier } from 'inversify';
import type { PushMessage } from './api/user.dto';

/** Server push for this browser (SPEC section 7, /push/web/{userId}/{clientUuid}). */
export interface PushChannel {
  /** Opens the channel; the returned function closes it. */
  connect(userId: string, clientUuid: string, token: string, onMessage: (message: PushMessage) => void): () => void;
}
export const PushChannel = Symbol.for('PushChannel') as ServiceIdentifier<PushChannel>;
