import { inject, injectable } from 'inversify';
import type { DesignSave, FormDesign } from '../../domain/ledger/ledger-form-types';
import { LedgerManualApi } from '../../ports/ledger-manual.port';
import { Store } from '../shared/store';
import { messageOf, statusOf } from '../shared/failure-reading';
import { idleSave, refusedSave, type SaveState } from './manual-failure';

export const DESIGN_LOAD_FAILED = '表单设计加载失败';
export const DESIGN_SAVE_FAILED = '保存失败，请稍后重试';

interface DesignerState {
  readonly formId: string | undefined;
  readonly design: FormDesign | undefined;
  readonly loading: boolean;
  readonly error?: string;
  readonly refused?: string;
  readonly save: SaveState;
}

/** 表单设计: one manual ledger's form, loaded and saved at its version (a stale save keeps the draft on the page). */
@injectable()
export class ManualDesignerStore extends Store<DesignerState> {
  private generation = 0;

  constructor(@inject(LedgerManualApi) private readonly api: LedgerManualApi) {
    super({ formId: undefined, design: undefined, loading: false, save: idleSave });
  }

  /** Never rejects. */
  async load(formId: string): Promise<void> {
    const generation = ++this.generation;
    this.set({ formId, design: undefined, loading: true, save: idleSave });
    try {
      const design = await this.api.design(formId);
      if (generation === this.generation) this.set({ formId, design, loading: false, save: idleSave });
    } catch (error) {
      if (generation !== this.generation) return;
      const status = statusOf(error);
      const message = messageOf(error, DESIGN_LOAD_FAILED);
      this.set({ formId, design: undefined, loading: false, save: idleSave, ...(status === 403 || status === 404 ? { refused: message } : { error: message }) });
    }
  }

  async reload(): Promise<void> {
    const { formId } = this.getValue();
    if (formId !== undefined) await this.load(formId);
  }

  /**
   * The saved design, or undefined when refused (the reasons are in the state). Another form opened
   * meanwhile owns the page: the answer is not shown over it, or its next save would carry these fields.
   */
  async save(formId: string, body: DesignSave): Promise<FormDesign | undefined> {
    if (this.getValue().save.saving) return undefined;
    const generation = this.generation;
    this.update((state) => ({ ...state, save: { ...idleSave, saving: true } }));
    try {
      const design = await this.api.saveDesign(formId, body);
      if (generation === this.generation) this.update((state) => ({ ...state, design, save: idleSave }));
      return design;
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, save: refusedSave(error, DESIGN_SAVE_FAILED) }));
      return undefined;
    }
  }
}
