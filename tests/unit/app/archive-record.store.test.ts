import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ArchiveRecordStore } from '../../../src/app/archive/archive-record.store';
import type { ArchiveDetail } from '../../../src/domain/archive/archive-types';
import type { ArchiveApi } from '../../../src/ports/archive.port';
import { HeldAnswers, settle } from './held-answers';

/** The store reads a record's id and version; the rest does not matter here. */
const record = (id: string, status: string): ArchiveDetail => ({ id, version: 1, status }) as unknown as ArchiveDetail;

/** Records that open at once and a 出库 that answers only when told. */
class SlowMoveOuts {
  readonly moveOuts = new HeldAnswers<ArchiveDetail>();

  archive(id: string): Promise<ArchiveDetail> {
    return Promise.resolve(record(id, 'in'));
  }

  moveOut({ id }: { id: string }): Promise<ArchiveDetail> {
    return this.moveOuts.hold(record(id, 'out'));
  }
}

describe('ArchiveRecordStore', () => {
  it('does not show the answer of a 出库 over another record opened meanwhile', async () => {
    const api = new SlowMoveOuts();
    const store = new ArchiveRecordStore(api as unknown as ArchiveApi);
    await store.open('A1');
    const moved = store.moveOut('移交市局');
    await store.open('A2');
    api.moveOuts.release();
    expect(await moved).toMatchObject({ id: 'A1', status: 'out' });
    await settle();
    expect(store.getValue().detail).toMatchObject({ id: 'A2', status: 'in' });
    expect(store.getValue().busy).toBe(false);
  });

  it('shows the answer of a 出库 on the record it was made on', async () => {
    const api = new SlowMoveOuts();
    const store = new ArchiveRecordStore(api as unknown as ArchiveApi);
    await store.open('A1');
    const moved = store.moveOut('移交市局');
    api.moveOuts.release();
    await moved;
    expect(store.getValue().detail).toMatchObject({ id: 'A1', status: 'out' });
  });
});
