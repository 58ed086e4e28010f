import { meetingsHttpModule } from '../../src/adapters/http/meeting.http.module';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { meetingsMemoryModule } from '../../src/adapters/memory/meeting.memory.module';
import { MeetingApi } from '../../src/ports/meeting.port';
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
