import { inject, injectable } from 'inversify';
import type { ReceiptRow } from '../../domain/document/receipt-service';
import { ReceiptApi } from '../../ports/document.port';
import type { DownloadedFile } from '../../ports/process.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const RECEIPT_DETAIL_FAILED = '收文加载失败';

interface ReceiptDetailState {
  readonly id: string | undefined;
  readonly receipt: ReceiptRow | undefined;
  readonly loading: boolean;
  readonly error?: string;
}

/** One receipt's details (the drawer opened by ?id=); the latest load wins. */
@injectable()
export class ReceiptDetailStore extends Store<ReceiptDetailState> {
  private generation = 0;

  constructor(@inject(ReceiptApi) private readonly api: ReceiptApi) {
    super({ id: undefined, receipt: undefined, loading: false });
  }

  /** Never rejects. */
  async load(id: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ id, receipt: undefined, loading: true });
    try {
      const receipt = await this.api.detail(id);
      if (generation === this.generation) this.set({ id, receipt, loading: false });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: messageOf(error, RECEIPT_DETAIL_FAILED) }));
    }
  }

  async reload(): Promise<void> {
    const { id } = this.getValue();
    if (id !== undefined) await this.load(id);
  }

  close(): void {
    this.generation += 1;
    this.set({ id: undefined, receipt: undefined, loading: false });
  }

  print(): Promise<DownloadedFile> {
    const { receipt } = this.getValue();
    return receipt === undefined ? Promise.reject(new Error(RECEIPT_DETAIL_FAILED)) : this.api.print(receipt.id);
  }
}
