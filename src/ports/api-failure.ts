import type { RequestFailure, UserMessage } from '../domain/errors/error-catalogue';

/**
 * What every adapter throws when a call fails: the classified failure and the message the
 * error catalogue chose. `notified` says the adapter has already shown the message, so callers
 * only repair their own state (keep the input, refresh the captcha) and do not show it again.
 */
export class ApiFailure extends Error {
  constructor(
    readonly failure: RequestFailure,
    readonly userMessage: UserMessage,
    readonly notified: boolean,
  ) {
    super(userMessage.message);
    this.name = 'ApiFailure';
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;
