import { inject, injectable } from 'inversify';
import type { ReceiptQuery, ReceiptRow } from '../../domain/document/receipt-service';
import type { Page } from '../../ports/api/page.dto';
import { ReceiptApi } from '../../ports/document.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const RECEIPT_LIST_FAILED = '收文加载失败';

interface ReceiptListState {
  readonly query: ReceiptQuery | undefined;
  readonly page: Page<ReceiptRow> | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** 收文's list for the filters in the address; the latest load wins. */
@injectable()
export class ReceiptListStore extends Store<ReceiptListState> {
  private generation = 0;

  constructor(@inject(ReceiptApi) private readonly api: ReceiptApi) {
    super({ query: undefined, page: undefined, loading: false });
  }

  /** Never rejects. */
  async load(query: ReceiptQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined }));
    try {
      const page = await this.api.list(query);
      if (generation === this.generation) this.set({ query, page, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, RECEIPT_LIST_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }
}
