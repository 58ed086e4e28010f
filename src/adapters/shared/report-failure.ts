import { describeFailure, type RequestFailure } from '../../domain/errors/error-catalogue';
import { ApiFailure } from '../../ports/api-failure';
import type { Notifier } from '../../ports/browser.port';
import type { FollowUpSink } from '../../ports/http-events.port';

interface FailureOutlets {
  readonly notifier: Notifier;
  readonly followUps: FollowUpSink;
}

/**
 * One failure, handled the same way by every adapter family: the catalogue picks the message,
 * it is shown unless the caller opted out, the follow-up (relogin, logout) always goes out
 * because the session must be repaired even when the caller shows its own message.
 */
export function reportFailure(failure: RequestFailure, notify: boolean, outlets: FailureOutlets): ApiFailure {
  const userMessage = describeFailure(failure);
  if (notify) {
    outlets.notifier.notify({ message: userMessage.message, level: userMessage.level, durationMs: userMessage.durationMs });
  }
  if (userMessage.followUp.kind !== 'none') outlets.followUps.followUp(userMessage.followUp, userMessage);
  return new ApiFailure(failure, userMessage, notify);
}
