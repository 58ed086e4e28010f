import { injectable } from 'inversify';
import type { FollowUp, UserMessage } from '../../domain/errors/error-catalogue';
import type { FollowUpSink } from '../../ports/http-events.port';

/**
 * Adapters report follow-ups here and the session store handles them. The relay breaks the
 * cycle session store → auth adapter → sink → session store that direct injection would make.
 */
@injectable()
export class FollowUpRelay implements FollowUpSink {
  private handler: ((action: FollowUp, cause?: UserMessage) => void) | undefined;

  connect(handler: (action: FollowUp, cause?: UserMessage) => void): void {
    this.handler = handler;
  }

  followUp(action: FollowUp, cause?: UserMessage): void {
    this.handler?.(action, cause);
  }
}
