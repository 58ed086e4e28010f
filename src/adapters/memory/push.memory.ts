import { inject, injectable } from 'inversify';
import { parseInput } from '../../ports/api/input-schema';
import type { PushMessage } from '../../ports/api/user.dto';
import { pushParams, pushQuery } from '../../ports/api/user.schema';
import type { PushChannel } from '../../ports/push.port';
import { BackendFault } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';

/** PushChannel on the in-memory backend: a sign-in of the same account elsewhere arrives as remote-login. */
@injectable()
export class MemoryPushChannel implements PushChannel {
  constructor(@inject(MemoryBackendToken) private readonly backend: MemoryBackend) {}

  connect(userId: string, clientUuid: string, token: string, onMessage: (message: PushMessage) => void): () => void {
    // The server refuses a stream whose address or token is not the user's; an EventSource then just stays closed.
    if (!parseInput(pushParams, { userId, clientUuid }).ok || !parseInput(pushQuery, { access_token: token }).ok) return () => undefined;
    try {
      if (this.backend.requireAccount(token).userId !== userId) return () => undefined;
    } catch (error) {
      if (error instanceof BackendFault) return () => undefined;
      throw error;
    }
    return this.backend.push.subscribe(userId, clientUuid, onMessage);
  }
}
