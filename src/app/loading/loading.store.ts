import { injectable } from 'inversify';
import { endLoading, initialLoading, startLoading, type LoadingState } from '../../domain/loading/loading-counter';
import type { LoadingTracker } from '../../ports/http-events.port';
import { Store } from '../shared/store';

/** The global loading overlay (SPEC section 4), driven by the loading HTTP client. */
@injectable()
export class LoadingStore extends Store<LoadingState> implements LoadingTracker {
  constructor() {
    super(initialLoading);
  }

  start(text?: string): void {
    this.update((state) => startLoading(state, text));
  }

  end(): void {
    this.update(endLoading);
  }
}
