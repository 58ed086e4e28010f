import { injectable } from 'inversify';
import type { FollowUp } from '../../domain/errors/error-catalogue';
import type { FollowUpSink } from '../../ports/http-events.port';

/**
 * Adapters report follow-ups here and the session store handles them. The relay breaks the
 * cycle session store → auth adapter → sink → session store that direct injection would make.
 */
@injectable()
export class FollowUpRelay implements FollowUpSink {
  private handler: ((action: FollowUp) => void) | undefined;

  connect(handler: (action: FollowUp) => void): void {
    this.handler = handler;
  }

  followUp(action: FollowUp): void {
    this.handler?.(action);
  }
}
