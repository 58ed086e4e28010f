import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { BuildHouseFormStore } from '../../../src/app/statistics/sform/report-form.store';
import type { ReportFormAnswer, ReportFormQuery, ReportFormSave } from '../../../src/domain/statistics/report-form-service';
import type { ReportFormApi } from '../../../src/ports/report-form.port';
import { HeldAnswers, releaseAll, settle } from './held-answers';

const COUNTY = '360121';

/** The store reads an answer's division, period and version; its table and filings do not matter here. */
const sheet = (period: string, version: number): ReportFormAnswer =>
  ({ form: 'buildHouse', divisionCode: COUNTY, period, version, editable: true, values: null }) as unknown as ReportFormAnswer;

/** A server whose reads answer only when told, at the version it held when asked. */
class SlowReadForms implements ReportFormApi {
  readonly reads = new HeldAnswers<ReportFormAnswer>();
  versions = new Map<string, number>();
  saves: (() => void)[] = [];
  holdSaves = false;

  get(_form: string, query: ReportFormQuery): Promise<ReportFormAnswer> {
    return this.reads.hold(sheet(query.period, this.versions.get(query.period) ?? 0));
  }

  save(_form: string, body: ReportFormSave): Promise<ReportFormAnswer> {
    const answer = (): ReportFormAnswer => {
      this.versions.set(body.period, body.version + 1);
      return sheet(body.period, body.version + 1);
    };
    if (!this.holdSaves) return Promise.resolve(answer());
    return new Promise((resolve) => this.saves.push(() => resolve(answer())));
  }

  exportTable(): never {
    throw new Error('not used');
  }
}

async function shown(api: SlowReadForms, period: string): Promise<BuildHouseFormStore> {
  const store = new BuildHouseFormStore(api);
  const loaded = store.load({ period });
  api.reads.release();
  await loaded;
  return store;
}

describe('ReportFormStore', () => {
  it('keeps a save made while the same form was being read again, when the older read answers after it', async () => {
    const api = new SlowReadForms();
    const store = await shown(api, '2026-01');
    const again = store.load({ period: '2026-01' });
    expect(await store.save({ houses: 3 })).toBeDefined();
    expect(store.getValue().answer?.version).toBe(1);

    await releaseAll(api.reads);
    await again;
    expect(store.getValue().answer?.version).toBe(1);
    expect(store.getValue().loading).toBe(false);
  });

  it('does not show a save of the period left over the period loaded since', async () => {
    const api = new SlowReadForms();
    const store = await shown(api, '2026-01');
    api.holdSaves = true;
    const saved = store.save({ houses: 3 });
    const other = store.load({ period: '2026-02' });
    api.reads.release();
    await other;
    api.saves.shift()?.();
    expect((await saved)?.period).toBe('2026-01');
    await settle();
    expect(store.getValue().answer?.period).toBe('2026-02');
    expect(store.getValue().saving).toBe(false);
  });

  it('reads once when nothing changed meanwhile', async () => {
    const api = new SlowReadForms();
    const store = await shown(api, '2026-01');
    expect(store.getValue().answer?.version).toBe(0);
    expect(api.reads.asked).toBe(1);
  });
});
