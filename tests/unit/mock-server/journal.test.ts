import { fc, test } from '@fast-check/vitest';
import { appendFile, mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '../../../mock-server/files/stored-file';
import { applyOps, deepFreeze, diffRecords } from '../../../mock-server/persistence/changes';
import { decodeEntry, encodeEntry, readEntries } from '../../../mock-server/persistence/journal-format';
import { Store } from '../../../mock-server/store';

const record = fc.record({ id: fc.integer({ min: 0, max: 50 }), name: fc.string({ maxLength: 5 }) });
const state = fc.record({ list: fc.array(record, { maxLength: 8 }), map: fc.dictionary(fc.string({ maxLength: 3 }), record, { maxKeys: 5 }), n: fc.integer() });

describe('journal changes', () => {
  test.prop([state, fc.array(record, { maxLength: 3 }), fc.nat(), fc.nat(), fc.string({ maxLength: 3 }), fc.option(record, { nil: undefined }), fc.integer()])(
    'replaying the ops of a change on a copy of the old state gives the new state',
    (before, inserted, at, removed, key, entry, n) => {
      deepFreeze(before);
      const start = Math.min(at, before.list.length);
      const list = [...before.list];
      list.splice(start, removed % 3, ...inserted);
      const map = { ...before.map };
      if (entry === undefined) delete map[key];
      else map[key] = entry;
      const after = { list, map, n };
      const copy = JSON.parse(JSON.stringify(before)) as Record<string, unknown>;
      applyOps(copy, JSON.parse(JSON.stringify(diffRecords(before, after))) as ReturnType<typeof diffRecords>);
      expect(copy).toEqual(JSON.parse(JSON.stringify(after)));
    },
  );

  it('writes only the records that changed, not the table', () => {
    const rows = Array.from({ length: 1000 }, (_, id) => ({ id, text: 'x'.repeat(100) }));
    deepFreeze(rows);
    const ops = diffRecords({ rows }, { rows: rows.map((row) => (row.id === 500 ? { ...row, text: 'y' } : row)) });
    expect(ops).toEqual([{ p: ['rows'], s: [500, 1], v: [{ id: 500, text: 'y' }] }]);
  });
});

describe('journal lines', () => {
  const line = encodeEntry({ seq: 7, ops: [{ p: ['visits', 'city'], v: 3 }] });

  it('reads back what it wrote, and refuses a damaged checksum or payload', () => {
    expect(decodeEntry(line.slice(0, -1))).toEqual({ ok: true, entry: { seq: 7, ops: [{ p: ['visits', 'city'], v: 3 }] } });
    expect(decodeEntry(`0${line.slice(1, -1)}`).ok).toBe(false);
    expect(decodeEntry(line.slice(0, -1).replace('3', '4')).ok).toBe(false);
  });

  it('stops at a torn last line and reports where the intact part ends', () => {
    const second = encodeEntry({ seq: 8, ops: [] });
    const read = readEntries(Buffer.from(line + second.slice(0, 20)));
    expect(read.entries.map((entry) => entry.seq)).toEqual([7]);
    expect(read).toMatchObject({ torn: true, intactBytes: Buffer.byteLength(line) });
  });
});

// Seeding hashes every demo password with scrypt, which takes seconds on a busy machine.
describe('store journal on disk', { timeout: 60_000 }, () => {
  const dirs: string[] = [];
  const dataDir = async (): Promise<string> => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mock-journal-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const file = (guid: string): StoredFile => ({ linkGuid: guid }) as unknown as StoredFile;
  const addFile = (store: Store, guid: string): Promise<void> =>
    store.update((db) => {
      db.files = [...(db.files ?? []), file(guid)];
    });
  const guids = (store: Store): string[] => (store.db.files ?? []).map((stored) => stored.linkGuid);
  const journals = async (dir: string): Promise<string[]> => (await readdir(dir)).filter((name) => name.startsWith('db.journal-')).sort();

  it('keeps acknowledged changes without a clean shutdown, and ignores a torn or damaged last line', async () => {
    const dir = await dataDir();
    const first = await Store.open(dir, () => undefined);
    await addFile(first, 'a');
    await addFile(first, 'b');
    const [journal] = await journals(dir);
    const full = path.join(dir, journal ?? '');
    const intact = (await readFile(full)).length;
    await appendFile(full, encodeEntry({ seq: 3, ops: [{ p: ['files'], s: [2, 0], v: [file('torn')] }] }).slice(0, 30));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const second = await Store.open(dir, () => undefined);
      expect(guids(second)).toEqual(['a', 'b']);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('torn or damaged'));
      await addFile(second, 'c');
      const [next] = await journals(dir);
      const damaged = await readFile(path.join(dir, next ?? ''), 'utf8');
      await writeFile(path.join(dir, next ?? ''), damaged.replace('"c"', '"d"'));
      const third = await Store.open(dir, () => undefined);
      expect(guids(third)).toEqual(['a', 'b']);
      await Promise.all([first.close(), second.close(), third.close()].map((closing) => closing.catch(() => undefined)));
    } finally {
      warn.mockRestore();
    }
    expect(intact).toBeGreaterThan(0);
  });

  it('skips entries the snapshot holds when a crash left their journal behind', async () => {
    const dir = await dataDir();
    const store = await Store.open(dir, () => undefined);
    await addFile(store, 'a');
    await addFile(store, 'b');
    const [journal] = await journals(dir);
    const kept = await readFile(path.join(dir, journal ?? ''));
    await store.close();
    expect(await journals(dir)).toEqual(['db.journal-000000000003']);
    expect(await readFile(path.join(dir, 'db.journal-000000000003'), 'utf8')).toBe('');
    expect(JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8'))).toMatchObject({ journalSeq: 2 });
    // As if the process died after the snapshot was renamed into place but before the journal went.
    await writeFile(path.join(dir, journal ?? ''), kept);
    const reopened = await Store.open(dir, () => undefined);
    expect(guids(reopened)).toEqual(['a', 'b']);
    await reopened.close();
  });

  it('compacts in the background after the configured number of changes and loses nothing', async () => {
    const dir = await dataDir();
    const store = await Store.open(dir, () => undefined, { limits: { changes: 3 } });
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((guid) => addFile(store, guid)));
    await store.flush();
    const snapshot = JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as { journalSeq: number };
    expect(snapshot.journalSeq).toBeGreaterThanOrEqual(3);
    expect((await journals(dir)).length).toBe(1);
    const reopened = await Store.open(dir, () => undefined);
    expect(guids(reopened)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    await Promise.all([store.close(), reopened.close()]);
  });

  it('refuses to edit a stored record in place, so no change escapes the journal', async () => {
    const store = await Store.open(await dataDir(), () => undefined);
    await expect(
      store.update((db) => {
        const user = db.users[0];
        if (user !== undefined) user.nickName = '改名';
      }),
    ).rejects.toThrow(TypeError);
    await store.close();
  });

  it('truncates nothing it did not need to', async () => {
    const dir = await dataDir();
    const store = await Store.open(dir, () => undefined);
    await addFile(store, 'a');
    const [journal] = await journals(dir);
    await truncate(path.join(dir, journal ?? ''), 0);
    const reopened = await Store.open(dir, () => undefined);
    expect(guids(reopened)).toEqual([]);
    await Promise.all([store.close(), reopened.close()]);
  });
});
