import { inject, injectable } from 'inversify';
import type { DocumentProblems, ReceiptDraft } from '../../domain/document/document-types';
import type { ReceiptRow } from '../../domain/document/receipt-service';
import { ReceiptApi } from '../../ports/document.port';
import { Store } from '../shared/store';
import { messageOf, problemsOf } from '../shared/failure-reading';

export const RECEIPT_SAVE_FAILED = '收文登记失败';

interface ReceiptFormState {
  readonly saving: boolean;
  readonly saveError?: string;
  readonly problems: DocumentProblems;
  readonly saved?: ReceiptRow;
}

/** 收文登记: one registration at a time, so a double click never registers twice. */
@injectable()
export class ReceiptFormStore extends Store<ReceiptFormState> {
  constructor(@inject(ReceiptApi) private readonly api: ReceiptApi) {
    super({ saving: false, problems: {} });
  }

  /** Never rejects; true when registered (the page then clears its fields). */
  async register(draft: ReceiptDraft): Promise<boolean> {
    if (this.getValue().saving) return false;
    this.set({ saving: true, problems: {} });
    try {
      const saved = await this.api.register(draft);
      this.set({ saving: false, problems: {}, saved });
      return true;
    } catch (error) {
      this.set({ saving: false, saveError: messageOf(error, RECEIPT_SAVE_FAILED), problems: problemsOf(error) });
      return false;
    }
  }
}
