import { isApiFailure } from '../../../ports/api-failure';
import type { DownloadedFile } from '../../../ports/process.port';
import { Store } from '../../shared/store';

/** One statistics page: the last answer for the last query, its loading and its failure. */
export interface ReportState<Q, A> {
  readonly query: Q | undefined;
  readonly answer: A | undefined;
  readonly loading: boolean;
  /** The Chinese message of the last failure, or undefined. */
  readonly error: string | undefined;
}

const messageOf = (error: unknown): string => (isApiFailure(error) ? error.userMessage.message : '') || '加载失败';

/** Loads an answer per query; the latest query wins, a failure keeps the last answer under its message. */
export abstract class ReportStore<Q, A> extends Store<ReportState<Q, A>> {
  private generation = 0;

  protected constructor() {
    super({ query: undefined, answer: undefined, loading: false, error: undefined });
  }

  protected abstract fetch(query: Q): Promise<A>;
  protected abstract download(query: Q): Promise<DownloadedFile>;

  /** Never rejects. */
  async load(query: Q): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const answer = await this.fetch(query);
      if (generation === this.generation) this.set({ query, answer, loading: false, error: undefined });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error) }));
    }
  }

  reload(): Promise<void> {
    const { query } = this.getValue();
    return query === undefined ? Promise.resolve() : this.load(query);
  }

  /** The export of the query shown; rejects with the ApiFailure (its message already shown by the caller). */
  exportFile(query: Q): Promise<DownloadedFile> {
    return this.download(query);
  }
}
