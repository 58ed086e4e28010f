import { inject, injectable } from 'inversify';
import { Notifier } from '../../ports/browser.port';
import { FollowUpSink, LoadingTracker } from '../../ports/http-events.port';
import { reportFailure } from '../shared/report-failure';
import { BackendFault } from './backend-fault';

export interface MemoryCallOptions {
  /** Like the HTTP adapter's silent client: no loading overlay. */
  readonly silent?: boolean;
  /** false: the caller shows its own message. */
  readonly notify?: boolean;
}

/**
 * Runs one memory call the way the HTTP clients run a request: loading overlay around it,
 * failures classified by the same catalogue, shown and followed up, thrown as ApiFailure.
 * The operation runs after a microtask, so callers never come to rely on a synchronous answer;
 * a microtask rather than a timer, so tests with fake timers do not stall.
 */
@injectable()
export class MemoryCallRunner {
  constructor(
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(LoadingTracker) private readonly loading: LoadingTracker,
    @inject(FollowUpSink) private readonly followUps: FollowUpSink,
  ) {}

  async run<T>(operation: () => T | Promise<T>, options: MemoryCallOptions = {}): Promise<T> {
    const drivesLoading = options.silent !== true;
    if (drivesLoading) this.loading.start();
    try {
      await Promise.resolve();
      return await operation();
    } catch (error) {
      if (error instanceof BackendFault) {
        throw reportFailure(error.failure, options.notify !== false, { notifier: this.notifier, followUps: this.followUps });
      }
      throw error;
    } finally {
      if (drivesLoading) this.loading.end();
    }
  }
}
