import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ManualDesignerStore } from '../../../src/app/ledger/manual-designer.store';
import type { DesignSave, FormDesign } from '../../../src/domain/ledger/ledger-form-types';
import type { LedgerManualApi } from '../../../src/ports/ledger-manual.port';
import { HeldAnswers, settle } from './held-answers';

/** The store and the page read a design's form id, version, title and fields. */
const design = (formId: string, title: string, version: number): FormDesign => ({ formId, title, version, fields: [] }) as unknown as FormDesign;

/** Designs that open at once and a save that answers only when told. */
class SlowDesignSaves {
  readonly saves = new HeldAnswers<FormDesign>();

  design(formId: string): Promise<FormDesign> {
    return Promise.resolve(design(formId, `${formId} 台账`, 1));
  }

  saveDesign(formId: string, body: DesignSave): Promise<FormDesign> {
    return this.saves.hold(design(formId, body.title, body.version + 1));
  }
}

describe('ManualDesignerStore', () => {
  it("does not show a form's saved design over another form opened while the save was on its way", async () => {
    const api = new SlowDesignSaves();
    const store = new ManualDesignerStore(api as unknown as LedgerManualApi);
    await store.load('F1');
    const saved = store.save('F1', { title: '一号台账', fields: [], version: 1 } as unknown as DesignSave);
    await store.load('F2');
    api.saves.release();
    expect(await saved).toMatchObject({ formId: 'F1', version: 2 });
    await settle();
    expect(store.getValue()).toMatchObject({ formId: 'F2', design: { formId: 'F2', version: 1 }, save: { saving: false } });
  });

  it('shows the saved design of the form still open', async () => {
    const api = new SlowDesignSaves();
    const store = new ManualDesignerStore(api as unknown as LedgerManualApi);
    await store.load('F1');
    const saved = store.save('F1', { title: '一号台账', fields: [], version: 1 } as unknown as DesignSave);
    api.saves.release();
    await saved;
    expect(store.getValue().design).toMatchObject({ formId: 'F1', title: '一号台账', version: 2 });
  });
});
