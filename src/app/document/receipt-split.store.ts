import { inject, injectable } from 'inversify';
import type { SplitChoice } from '../../domain/document/receipt-service';
import { ReceiptApi } from '../../ports/document.port';
import { Store } from '../shared/store';
import { messageOf } from '../shared/failure-reading';

export const SPLIT_FAILED = '分办失败';
export const CHOICES_FAILED = '承办部门加载失败';

interface ReceiptSplitState {
  readonly choices: readonly SplitChoice[] | undefined;
  readonly saving: boolean;
  readonly error?: string;
}

/** 分办: the bureau's offices, and one split at a time so a double click never splits twice. */
@injectable()
export class ReceiptSplitStore extends Store<ReceiptSplitState> {
  constructor(@inject(ReceiptApi) private readonly api: ReceiptApi) {
    super({ choices: undefined, saving: false });
  }

  /** Never rejects. */
  async loadChoices(): Promise<void> {
    this.update((state) => ({ ...state, error: undefined }));
    try {
      const choices = await this.api.departments();
      this.update((state) => ({ ...state, choices }));
    } catch (error) {
      this.update((state) => ({ ...state, error: messageOf(error, CHOICES_FAILED) }));
    }
  }

  /** Never rejects; true when split (the page then closes the dialog and reloads the list). */
  async split(id: string, version: number, departments: readonly string[]): Promise<boolean> {
    if (this.getValue().saving) return false;
    this.update((state) => ({ ...state, saving: true, error: undefined }));
    try {
      await this.api.split(id, version, departments);
      this.update((state) => ({ ...state, saving: false }));
      return true;
    } catch (error) {
      this.update((state) => ({ ...state, saving: false, error: messageOf(error, SPLIT_FAILED) }));
      return false;
    }
  }

  clearError(): void {
    this.update((state) => ({ ...state, error: undefined }));
  }
}
