import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LedgerDetailStore } from '../../../src/app/ledger/ledger-detail.store';
import type { LedgerDetail, LedgerInstance, LedgerOpinionView } from '../../../src/domain/ledger/ledger-types';
import type { LedgerApi } from '../../../src/ports/ledger.port';
import { HeldAnswers, settle } from './held-answers';

const instance = (period: string): LedgerInstance => ({ ledgerId: 'L1', period, divisionCode: '360121' });
/** The store reads an instance's ledger id and key; its table does not matter here. */
const detailOf = (i: LedgerInstance): LedgerDetail => ({ ledger: { id: i.ledgerId }, instanceKey: `${i.ledgerId}/${i.period}` }) as unknown as LedgerDetail;
const opinion = (instanceKey: string, content: string): LedgerOpinionView => ({ id: `${instanceKey}#1`, content }) as unknown as LedgerOpinionView;

/** Instances that open at once, each with its own opinions, and adding an opinion that answers only when told. */
class SlowAdds {
  readonly adds = new HeldAnswers<undefined>();
  private readonly added = new Map<string, string>();

  detail(i: LedgerInstance): Promise<LedgerDetail> {
    return Promise.resolve(detailOf(i));
  }

  cycles(): Promise<never[]> {
    return Promise.resolve([]);
  }

  opinions(_ledgerId: string, instanceKey: string): Promise<LedgerOpinionView[]> {
    const content = this.added.get(instanceKey);
    return Promise.resolve(content === undefined ? [] : [opinion(instanceKey, content)]);
  }

  async addOpinion(_ledgerId: string, instanceKey: string, content: string): Promise<void> {
    await this.adds.hold(undefined);
    this.added.set(instanceKey, content);
  }
}

describe('LedgerDetailStore', () => {
  it('does not show the opinions of the period left over another period opened while an opinion was being added', async () => {
    const api = new SlowAdds();
    const store = new LedgerDetailStore(api as unknown as LedgerApi);
    await store.open(instance('2025-11'));
    const added = store.addOpinion('数据已核实');
    await store.open(instance('2025-12'));
    api.adds.release();
    expect(await added).toBe(true);
    await settle();
    expect(store.getValue().detail?.instanceKey).toBe('L1/2025-12');
    expect(store.getValue().opinions).toEqual([]);
    expect(store.getValue().busy).toBe(false);
  });

  it('shows the opinions after adding one on the period it was added to', async () => {
    const api = new SlowAdds();
    const store = new LedgerDetailStore(api as unknown as LedgerApi);
    await store.open(instance('2025-11'));
    const added = store.addOpinion('数据已核实');
    api.adds.release();
    expect(await added).toBe(true);
    expect(store.getValue().opinions.map((o) => o.content)).toEqual(['数据已核实']);
  });
});
