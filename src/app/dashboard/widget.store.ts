import { isApiFailure } from '../../ports/api-failure';
import { Store } from '../shared/store';

/** One widget's own state: a failure here never touches another widget. */
export interface WidgetState<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  /** True after the last load failed; `message` is the server's or the error catalogue's Chinese text, or empty. */
  readonly failed: boolean;
  readonly message: string;
}

/** A widget store that fetches one thing from one endpoint; the latest load wins. */
export abstract class WidgetStore<T> extends Store<WidgetState<T>> {
  private generation = 0;

  protected constructor() {
    super({ data: undefined, loading: false, failed: false, message: '' });
  }

  protected abstract fetch(): Promise<T>;

  /** Never rejects: a failure becomes this widget's error state. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, failed: false, message: '' }));
    try {
      const data = await this.fetch();
      if (generation === this.generation) this.set({ data, loading: false, failed: false, message: '' });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = isApiFailure(error) ? error.userMessage.message : '';
      this.update((state) => ({ ...state, loading: false, failed: true, message }));
    }
  }
}
