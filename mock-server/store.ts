import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db-types';
import { removeStaleTemporaries, syncDirectory, writeFileAtomic } from './persistence/atomic-file';
import { deepFreeze, diffRecords } from './persistence/changes';
import { DB_FILE, journalFileOf, loadDatabase, moveAside, removeJournalsBefore, snapshotText } from './persistence/data-files';
import { JournalFile } from './persistence/journal-file';
import { encodeEntry } from './persistence/journal-format';
import { buildSeedDb, seedScaleOf } from './seed';

/** When the journal is folded into a new snapshot; either limit triggers it. */
export interface CompactionLimits {
  readonly changes: number;
  readonly bytes: number;
}

const DEFAULT_LIMITS: CompactionLimits = { changes: 5000, bytes: 32 * 1024 * 1024 };

export interface StoreOptions {
  /** MOCK_SCALE of the seed; a database seeded at another scale is seeded again. */
  readonly scale?: number;
  readonly limits?: Partial<CompactionLimits>;
}

/**
 * The database: one object in memory, persisted as a snapshot (db.json) plus an append-only
 * journal of changes. A change is applied in memory at once, so routes read their own writes, and
 * acknowledged only once its journal line is on disk. The records are frozen between changes: a
 * change replaces what it alters, and the journal holds only the records whose references changed.
 */
export class Store {
  private sinceSnapshot = 0;
  private compacting: Promise<void> | undefined;

  private constructor(
    private readonly dataDir: string,
    private readonly current: Db,
    private seq: number,
    private readonly journal: JournalFile,
    private readonly limits: CompactionLimits,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Loads the snapshot and replays the journal, or seeds when there is none (a damaged snapshot is
   * kept aside) or when it was seeded at another scale (a benchmark or demo asking for a scale
   * means to see that many records); then folds everything into a fresh snapshot and starts an
   * empty journal.
   */
  static async open(dataDir: string, log: (line: string) => void, options: StoreOptions = {}): Promise<Store> {
    const scale = options.scale ?? 1;
    await mkdir(dataDir, { recursive: true });
    await removeStaleTemporaries(dataDir);
    const loaded = await loadDatabase(dataDir, log);
    if (loaded.status === 'invalid') {
      const aside = await moveAside(dataDir);
      console.warn(`[mock] ${path.join(dataDir, DB_FILE)} is not a valid database; moved to ${aside} and reseeding`);
    }
    const reuse = loaded.status === 'ok' && seedScaleOf(loaded.db) === scale;
    if (loaded.status === 'ok' && !reuse) {
      console.warn(`[mock] ${path.join(dataDir, DB_FILE)} was seeded at MOCK_SCALE=${seedScaleOf(loaded.db)}; reseeding at MOCK_SCALE=${scale} (数据规模不同，已重新生成演示数据)`);
    }
    const started = Date.now();
    const { db, seq } = reuse ? loaded : { db: await buildSeedDb(scale), seq: 0 };
    // The snapshot names the last entry it holds, so a crash before the old journals are gone only leaves entries replay skips.
    await writeFileAtomic(path.join(dataDir, DB_FILE), snapshotText(db, seq));
    await removeJournalsBefore(dataDir, Number.POSITIVE_INFINITY);
    if (!reuse) log(`[mock] seeded demo data${scale === 1 ? '' : ` at MOCK_SCALE=${scale}`} into ${path.join(dataDir, DB_FILE)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const value of Object.values(db)) deepFreeze(value);
    const journal = await JournalFile.create(journalFileOf(dataDir, seq + 1), () => syncDirectory(dataDir));
    return new Store(dataDir, db, seq, journal, { ...DEFAULT_LIMITS, ...options.limits }, log);
  }

  /** Deletes the database and uploaded avatars, then seeds again (npm run mock:reset). */
  static async reset(dataDir: string, avatarsDir: string, scale = 1): Promise<void> {
    await rm(path.join(dataDir, DB_FILE), { force: true });
    await removeJournalsBefore(dataDir, Number.POSITIVE_INFINITY).catch(() => undefined);
    await rm(avatarsDir, { recursive: true, force: true });
    await (await Store.open(dataDir, () => undefined, { scale })).close();
  }

  get db(): Readonly<Db> {
    return this.current;
  }

  /**
   * Applies a change and resolves once it is on disk. The change must replace the records it
   * alters (they are frozen, so editing one in place throws) and may assign top-level fields.
   */
  async update<T>(change: (db: Db) => T): Promise<T> {
    const before: Record<string, unknown> = { ...this.current };
    try {
      return change(this.current);
    } finally {
      for (const value of Object.values(this.current)) deepFreeze(value);
      const ops = diffRecords(before, this.current as unknown as Record<string, unknown>);
      // Even a change that wrote nothing may have read unsynced writes, so it waits for them too.
      const durable = ops.length === 0 ? this.journal.drained() : this.record(ops);
      await durable;
    }
  }

  /** Resolves when every acknowledged-to-be write has landed. */
  async flush(): Promise<void> {
    await this.journal.drained();
    await this.compacting;
  }

  /** Folds the journal into the snapshot and releases the journal file (server shutdown). */
  async close(): Promise<void> {
    await this.flush();
    if (this.sinceSnapshot > 0) await this.compact();
    await this.journal.close();
  }

  private record(ops: ReturnType<typeof diffRecords>): Promise<void> {
    this.seq += 1;
    this.sinceSnapshot += 1;
    const written = this.journal.append(encodeEntry({ seq: this.seq, ops }));
    if (this.compacting === undefined && (this.sinceSnapshot >= this.limits.changes || this.journal.size >= this.limits.bytes)) {
      this.compacting = this.compact()
        .catch((error: unknown) => this.log(`[mock] compaction failed, the journal keeps every change: ${String(error)}`))
        .finally(() => {
          this.compacting = undefined;
        });
    }
    return written;
  }

  /**
   * The snapshot text and the journal switch are taken in the same turn, so the old journal files
   * hold exactly the entries up to the snapshot's seq and can go once the snapshot is on disk.
   */
  private async compact(): Promise<void> {
    const seq = this.seq;
    const text = snapshotText(this.current, seq);
    this.sinceSnapshot = 0;
    await this.journal.switchTo(journalFileOf(this.dataDir, seq + 1));
    await writeFileAtomic(path.join(this.dataDir, DB_FILE), text);
    await removeJournalsBefore(this.dataDir, seq + 1);
  }
}
