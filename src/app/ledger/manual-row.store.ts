import { inject, injectable } from 'inversify';
import type { ManualRowView, RowSave } from '../../domain/ledger/ledger-form-types';
import { LedgerManualApi } from '../../ports/ledger-manual.port';
import { Store } from '../shared/store';
import { idleSave, refusedSave, type SaveState } from './manual-failure';

export const MANUAL_SAVE_FAILED = '保存失败，请稍后重试';

/**
 * 新增 / 编辑 one row. A refused save changes nothing: the form keeps what was typed and shows why
 * beside each field. A second call while one runs does nothing, so a double click submits once.
 */
@injectable()
export class ManualRowStore extends Store<SaveState> {
  constructor(@inject(LedgerManualApi) private readonly api: LedgerManualApi) {
    super(idleSave);
  }

  reset(): void {
    this.set(idleSave);
  }

  async save(body: RowSave): Promise<ManualRowView | undefined> {
    if (this.getValue().saving) return undefined;
    this.set({ ...idleSave, saving: true });
    try {
      const saved = await this.api.saveRow(body);
      this.set(idleSave);
      return saved;
    } catch (error) {
      this.set(refusedSave(error, MANUAL_SAVE_FAILED));
      return undefined;
    }
  }
}
