import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { SurveyFormStore } from '../../../src/app/survey/survey-form.store';
import type { SurveyDetail, SurveyDraft } from '../../../src/domain/survey/survey-types';
import type { ProfileApi } from '../../../src/ports/profile.port';
import type { SurveyApi } from '../../../src/ports/survey.port';
import { HeldAnswers, settle } from './held-answers';

/** The store reads a survey's id and version; the rest does not matter here. */
const survey = (id: string, version: number): SurveyDetail => ({ id, version }) as unknown as SurveyDetail;
const draft = {} as SurveyDraft;

/** Surveys that open at once and a save that answers only when told. */
class SlowSaves {
  readonly saves = new HeldAnswers<SurveyDetail>();

  detail(id: string): Promise<SurveyDetail> {
    return Promise.resolve(survey(id, 1));
  }

  save({ id, version }: { id?: string; version: number }): Promise<SurveyDetail> {
    return this.saves.hold(survey(id ?? 'new', version + 1));
  }
}

const storeOf = (api: SlowSaves): SurveyFormStore => new SurveyFormStore(api as unknown as SurveyApi, {} as ProfileApi);

describe('SurveyFormStore', () => {
  it('keeps showing another survey opened while a save was on its way', async () => {
    const api = new SlowSaves();
    const store = storeOf(api);
    await store.open('S1');
    const saved = store.save(draft);
    await store.open('S2');
    api.saves.release();
    expect(await saved).toMatchObject({ id: 'S1', version: 2 });
    await settle();
    expect(store.getValue().detail).toMatchObject({ id: 'S2', version: 1 });
    expect(store.getValue().saving).toBe(false);
  });

  it('shows the saved survey when nothing else was opened', async () => {
    const api = new SlowSaves();
    const store = storeOf(api);
    await store.open('S1');
    const saved = store.save(draft);
    api.saves.release();
    await saved;
    expect(store.getValue().detail).toMatchObject({ id: 'S1', version: 2 });
  });
});
