import { EventSourcePushChannel } from '../../src/adapters/browser/event-source-push';
import { meetingsHttpModule } from '../../src/adapters/http/meeting.http.module';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { meetingsMemoryModule } from '../../src/adapters/memory/meeting.memory.module';
import { storageKeys } from '../../src/domain/session/storage-keys';
import type { PushMessage } from '../../src/ports/api/user.dto';
import { AppConfig } from '../../src/ports/http-events.port';
import { MeetingApi } from '../../src/ports/meeting.port';
import { PushChannel } from '../../src/ports/push.port';
import { FetchEventSource } from './support/fetch-event-source';
import type { SignedInBrowser } from './support/signed-in-backend';

/** A clock the suite moves on: the meeting rules read the time (reply until start, sign-in window, minutes). */
export interface MeetingClock {
  readonly now: () => number;
  set(iso: string): void;
}

export function meetingClock(startIso: string): MeetingClock {
  let ms = Date.parse(startIso);
  return {
    now: () => ms,
    set(iso) {
      ms = Date.parse(iso);
    },
  };
}

/** The browser's MeetingApi, loading the backend's meeting module when the feature ports lack it. */
export function meetingPortsOf({ container }: SignedInBrowser): MeetingApi {
  if (!container.isBound(MeetingApi)) container.loadSync(container.isBound(MemoryBackendToken) ? meetingsMemoryModule : meetingsHttpModule);
  return container.get(MeetingApi);
}

/** Opens the browser's push stream as the shell does and collects what arrives. */
export async function listenTo(browser: SignedInBrowser): Promise<{ messages: PushMessage[]; close: () => void }> {
  const { container, session, userId } = browser;
  const messages: PushMessage[] = [];
  const token = session.get(storageKeys.token) ?? '';
  if (container.isBound(MemoryBackendToken)) return { messages, close: container.get(PushChannel).connect(userId, `meeting-${userId}`, token, (m) => messages.push(m)) };
  const opened: Promise<void>[] = [];
  class Tracked extends FetchEventSource {
    constructor(url: string) {
      super(url);
      opened.push(this.opened);
    }
  }
  const close = new EventSourcePushChannel(container.get(AppConfig).apiBaseUrl, Tracked).connect(userId, `meeting-${userId}`, token, (m) => messages.push(m));
  await Promise.all(opened);
  return { messages, close };
}
