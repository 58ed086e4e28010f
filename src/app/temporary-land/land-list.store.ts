import { inject, injectable } from 'inversify';
import type { LandFilters, LandPage, LandQuery } from '../../domain/temporary-land/land-types';
import type { DownloadedFile } from '../../ports/process.port';
import { TemporaryLandApi } from '../../ports/temporary-land.port';
import { Store } from '../shared/store';
import { messageOf, statusOf } from '../shared/failure-reading';

/** The reason shown after 临时用地列表加载失败 when the failure names none (the page says what failed). */
export const LAND_LIST_UNKNOWN_REASON = '请稍后重试';

interface LandListState {
  readonly query: LandQuery | undefined;
  readonly page: LandPage | undefined;
  readonly loading: boolean;
  readonly error?: string;
  /** The division asked for is outside the user's jurisdiction (403). */
  readonly refused?: string;
}

const sameQuery = (a: LandQuery | undefined, b: LandQuery): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** 临时用地 list: one page for the filters in the address; the latest load wins. */
@injectable()
export class LandListStore extends Store<LandListState> {
  private generation = 0;

  constructor(@inject(TemporaryLandApi) private readonly api: TemporaryLandApi) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Loads the query unless it is what is shown already. Never rejects. */
  async show(query: LandQuery): Promise<void> {
    if (sameQuery(this.getValue().query, query) && this.getValue().error === undefined) return;
    await this.load(query);
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }

  /** The rows of the filters as .xlsx; rejects with the failure for the page to report. */
  download(filters: LandFilters): Promise<DownloadedFile> {
    return this.api.exportLands(filters);
  }

  private async load(query: LandQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined, refused: undefined }));
    try {
      const page = await this.api.list(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = messageOf(error, LAND_LIST_UNKNOWN_REASON);
      this.update((state) => ({ ...state, loading: false, ...(statusOf(error) === 403 ? { refused: message, page: undefined } : { error: message }) }));
    }
  }
}
