import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LedgerStatsStore, type StatsRequest } from '../../../src/app/ledger/ledger-stats.store';
import type { FilingTypeCode } from '../../../src/domain/filing/filing-types';
import type { LedgerCustomSave, LedgerCustomStat, LedgerRangeAnswer, LedgerRangeQuery } from '../../../src/domain/ledger/ledger-types';
import type { LedgerApi } from '../../../src/ports/ledger.port';
import { HeldAnswers, settle } from './held-answers';

const request = (keyTypeCode: FilingTypeCode): StatsRequest => ({ keyTypeCode, fromPeriod: '2025-07', toPeriod: '2025-12', divisionCode: '360121' });

/** A server whose range reads answer only when told while `holding`, with the saved statistics it held when asked. */
class SlowRangeLedgers {
  readonly reads = new HeldAnswers<LedgerRangeAnswer>();
  holding = false;
  saved: LedgerCustomStat[] = [];
  saves: (() => void)[] = [];
  holdSaves = false;

  range(keyTypeCode: FilingTypeCode, query: LedgerRangeQuery): Promise<LedgerRangeAnswer> {
    // The store reads the answer's ledger id and saved statistics; its table does not matter here.
    const answer = { ledger: { id: `L${keyTypeCode}` }, division: { code: query.divisionCode }, saved: [...this.saved] } as unknown as LedgerRangeAnswer;
    return this.holding ? this.reads.hold(answer) : Promise.resolve(answer);
  }

  saveCustom(body: LedgerCustomSave): Promise<LedgerCustomStat> {
    const done = (): LedgerCustomStat => {
      const stat: LedgerCustomStat = { ...body, id: `C${this.saved.length + 1}`, userId: 'u-1', keyTypeCode: '1', createdAt: '2026-01-20 09:00' };
      this.saved = [stat, ...this.saved];
      return stat;
    };
    if (!this.holdSaves) return Promise.resolve(done());
    return new Promise((resolve) => this.saves.push(() => resolve(done())));
  }

  deleteCustom(id: string): Promise<void> {
    this.saved = this.saved.filter((stat) => stat.id !== id);
    return Promise.resolve();
  }
}

async function shown(api: SlowRangeLedgers, keyTypeCode: FilingTypeCode): Promise<LedgerStatsStore> {
  const store = new LedgerStatsStore(api as unknown as LedgerApi);
  await store.load(request(keyTypeCode));
  return store;
}

const savedNames = (store: LedgerStatsStore): string[] => (store.getValue().answer?.saved ?? []).map((stat) => stat.name);

describe('LedgerStatsStore', () => {
  it('keeps a statistic saved while the same range was being read again, when the older read answers after it', async () => {
    const api = new SlowRangeLedgers();
    const store = await shown(api, '1');
    api.holding = true;
    const again = store.load(request('1'));
    api.holding = false;
    expect(await store.saveCustom('近半年')).toBe(true);
    expect(savedNames(store)).toEqual(['近半年']);

    api.reads.release();
    await again;
    expect(savedNames(store)).toEqual(['近半年']);
    expect(store.getValue().loading).toBe(false);
  });

  it('does not bring back a statistic removed while the range was being read again', async () => {
    const api = new SlowRangeLedgers();
    const store = await shown(api, '1');
    expect(await store.saveCustom('近半年')).toBe(true);
    api.holding = true;
    const again = store.load(request('1'));
    api.holding = false;
    expect(await store.deleteCustom('C1')).toBe(true);

    api.reads.release();
    await again;
    expect(savedNames(store)).toEqual([]);
  });

  it("does not show the range of the ledger left over the ledger loaded since, when a save's read answers last", async () => {
    const api = new SlowRangeLedgers();
    const store = await shown(api, '1');
    api.holdSaves = true;
    const saving = store.saveCustom('近半年');
    await store.load(request('2'));
    api.saves.shift()?.();
    expect(await saving).toBe(true);
    await settle();
    expect(store.getValue().answer?.ledger.id).toBe('L2');
    expect(store.getValue().busy).toBe(false);
  });
});
