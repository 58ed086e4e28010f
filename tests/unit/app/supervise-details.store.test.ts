import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { SuperviseDetailsStore } from '../../../src/app/process/supervise-details.store';
import type { SuperviseDetail } from '../../../src/ports/api/process.dto';
import type { SuperviseApi } from '../../../src/ports/supervise.port';
import { HeldAnswers, releaseAll, settle } from './held-answers';

const supervision = (id: string, reminders: number): SuperviseDetail => ({
  id,
  supName: '进度督办',
  keyDigNumGather: 'SW1',
  keyNumGather: 'FJ1',
  affairTitle: '城东临时堆场',
  deadline: '2026-01-25',
  supervisorName: '王丽华',
  urgedName: '陈志强',
  createdAt: '2026-01-10 09:00',
  affairStatusLabel: '在办',
  overdue: false,
  reminders,
  content: '请尽快办理',
  mayUrge: true,
  reminderLog: [],
});

/** A server whose detail answers only when told, with the reminders it held when asked. */
class SlowDetailSupervise implements SuperviseApi {
  readonly details = new HeldAnswers<SuperviseDetail>();
  reminders = new Map<string, number>();
  urges: (() => void)[] = [];
  holdUrges = false;

  detail(id: string): Promise<SuperviseDetail> {
    return this.details.hold(supervision(id, this.reminders.get(id) ?? 0));
  }

  urge(id: string): Promise<SuperviseDetail> {
    const answer = (): SuperviseDetail => {
      this.reminders.set(id, (this.reminders.get(id) ?? 0) + 1);
      return supervision(id, this.reminders.get(id) ?? 0);
    };
    if (!this.holdUrges) return Promise.resolve(answer());
    return new Promise((resolve) => this.urges.push(() => resolve(answer())));
  }

  list(): never {
    throw new Error('not used');
  }

  create(): never {
    throw new Error('not used');
  }

  createForLand(): never {
    throw new Error('not used');
  }
}

async function shown(api: SlowDetailSupervise, id: string): Promise<SuperviseDetailsStore> {
  const store = new SuperviseDetailsStore(api);
  const opened = store.open(id);
  api.details.release();
  await opened;
  return store;
}

describe('SuperviseDetailsStore', () => {
  it('keeps a reminder sent while the supervision shown was being read again, when the older read answers after it', async () => {
    const api = new SlowDetailSupervise();
    const store = await shown(api, 'S1');
    const again = store.open('S1');
    store.type('请本周内办结');
    expect(await store.urge()).toBe(true);
    expect(store.getValue().detail?.reminders).toBe(1);

    await releaseAll(api.details);
    await again;
    expect(store.getValue().detail?.reminders).toBe(1);
    expect(store.getValue().loading).toBe(false);
  });

  it('does not show a reminder of a supervision left while it was sent over the one opened since', async () => {
    const api = new SlowDetailSupervise();
    const store = await shown(api, 'S1');
    api.holdUrges = true;
    store.type('请本周内办结');
    const urged = store.urge();
    const other = store.open('S2');
    api.details.release();
    await other;
    api.urges.shift()?.();
    await urged;
    await settle();
    expect(store.getValue().id).toBe('S2');
    expect(store.getValue().detail?.id).toBe('S2');
  });

  it('reads once when nothing changed meanwhile', async () => {
    const api = new SlowDetailSupervise();
    const store = await shown(api, 'S1');
    expect(store.getValue().detail?.reminders).toBe(0);
    expect(api.details.asked).toBe(1);
  });
});
