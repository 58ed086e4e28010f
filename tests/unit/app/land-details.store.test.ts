import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { LandDetailsStore } from '../../../src/app/temporary-land/land-details.store';
import type { LandDetail, RegisterBody } from '../../../src/domain/temporary-land/land-types';
import type { TemporaryLandApi } from '../../../src/ports/temporary-land.port';
import { HeldAnswers, releaseAll, settle } from './held-answers';

/** The store reads only a record's id and version; the rest of a LandDetail does not matter here. */
const land = (id: string, version: number): LandDetail => ({ id, version, abilities: { register: true, decide: false } }) as unknown as LandDetail;

/** A server whose details answer only when told, at the version it held when asked. */
class SlowDetailsLand implements TemporaryLandApi {
  readonly details$ = new HeldAnswers<LandDetail>();
  versions = new Map<string, number>();
  registers: (() => void)[] = [];
  holdRegisters = false;

  details(id: string): Promise<LandDetail> {
    return this.details$.hold(land(id, this.versions.get(id) ?? 1));
  }

  register(body: RegisterBody): Promise<LandDetail> {
    const answer = (): LandDetail => {
      this.versions.set(body.id, body.version + 1);
      return land(body.id, body.version + 1);
    };
    if (!this.holdRegisters) return Promise.resolve(answer());
    return new Promise((resolve) => this.registers.push(() => resolve(answer())));
  }

  decide(): never {
    throw new Error('not used');
  }

  list(): never {
    throw new Error('not used');
  }

  exportLands(): never {
    throw new Error('not used');
  }
}

const registration = { kind: 'register', date: '2026-01-20', opinion: '复垦到位' } as const;

async function shown(api: SlowDetailsLand, id: string): Promise<LandDetailsStore> {
  const store = new LandDetailsStore(api);
  const loaded = store.load(id);
  api.details$.release();
  await loaded;
  return store;
}

describe('LandDetailsStore', () => {
  it('keeps an acceptance registered while the record shown was being read again, when the older read answers after it', async () => {
    const api = new SlowDetailsLand();
    const store = await shown(api, 'T1');
    const again = store.load('T1');
    expect(await store.act(registration)).toEqual({ ok: true });
    expect(store.getValue().detail?.version).toBe(2);

    await releaseAll(api.details$);
    await again;
    expect(store.getValue().detail?.version).toBe(2);
    expect(store.getValue().loading).toBe(false);
  });

  it('does not show an acceptance of a record left while it was sent over the one opened since', async () => {
    const api = new SlowDetailsLand();
    const store = await shown(api, 'T1');
    api.holdRegisters = true;
    const acted = store.act(registration);
    const other = store.load('T2');
    api.details$.release();
    await other;
    api.registers.shift()?.();
    expect(await acted).toEqual({ ok: true });
    await settle();
    expect(store.getValue().id).toBe('T2');
    expect(store.getValue().detail?.id).toBe('T2');
  });

  it('reads once when nothing changed meanwhile', async () => {
    const api = new SlowDetailsLand();
    const store = await shown(api, 'T1');
    expect(store.getValue().detail?.version).toBe(1);
    expect(api.details$.asked).toBe(1);
  });
});
