import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { isDb, type Db } from './db-types';
import { buildSeedDb, seedScaleOf } from './seed';

const DB_FILE = 'db.json';
const TMP_MARK = '.tmp-';

/**
 * Writes a file so that a crash leaves either the old or the new content, never half of it:
 * write a temporary sibling, fsync it, rename it over the target, then fsync the directory.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array): Promise<void> {
  const tmp = `${file}${TMP_MARK}${process.pid}`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  await syncDirectory(path.dirname(file));
}

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic there.
  }
}

/** Leftovers of a process killed between write and rename. */
async function removeStaleTemporaries(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.includes(TMP_MARK)) await rm(path.join(dir, name), { force: true });
  }
}

/**
 * The database: one object in memory, persisted whole to <dataDir>/db.json after every change and
 * before the change is acknowledged. Writes are queued so they land in order.
 */
export class Store {
  private queue: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly current: Db,
  ) {}

  /**
   * Loads db.json when present and valid; otherwise seeds it at the scale asked for (a damaged file
   * is kept aside). A database seeded at another scale is replaced by a fresh seed, since a
   * benchmark or demo asking for a scale means to see that many records.
   */
  static async open(dataDir: string, log: (line: string) => void, scale = 1): Promise<Store> {
    await mkdir(dataDir, { recursive: true });
    await removeStaleTemporaries(dataDir);
    const file = path.join(dataDir, DB_FILE);
    const loaded = await readDb(file);
    if (loaded.status === 'ok' && seedScaleOf(loaded.db) === scale) return new Store(file, loaded.db);
    if (loaded.status === 'ok') console.warn(`[mock] ${file} was seeded at MOCK_SCALE=${seedScaleOf(loaded.db)}; reseeding at MOCK_SCALE=${scale} (数据规模不同，已重新生成演示数据)`);
    if (loaded.status === 'invalid') {
      const aside = `${file}.invalid-${process.pid}-${Date.now()}`;
      await rename(file, aside);
      console.warn(`[mock] ${file} is not a valid database; moved to ${aside} and reseeding`);
    }
    const started = Date.now();
    const store = new Store(file, await buildSeedDb(scale));
    await store.persist();
    log(`[mock] seeded demo data${scale === 1 ? '' : ` at MOCK_SCALE=${scale}`} into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return store;
  }

  /** Deletes the database and uploaded avatars, then seeds again (npm run mock:reset). */
  static async reset(dataDir: string, avatarsDir: string, scale = 1): Promise<void> {
    await rm(path.join(dataDir, DB_FILE), { force: true });
    await rm(avatarsDir, { recursive: true, force: true });
    await Store.open(dataDir, () => undefined, scale);
  }

  get db(): Readonly<Db> {
    return this.current;
  }

  /** Applies a change and resolves once it is on disk. */
  async update<T>(change: (db: Db) => T): Promise<T> {
    const result = change(this.current);
    await this.persist();
    return result;
  }

  /** Resolves when every queued write has landed. */
  flush(): Promise<void> {
    return this.queue;
  }

  private persist(): Promise<void> {
    // Each write serialises the state at its turn, so a burst of changes still ends with the latest.
    const write = this.queue.then(() => writeFileAtomic(this.file, JSON.stringify(this.current)));
    this.queue = write.catch(() => undefined);
    return write;
  }
}

type Loaded = { status: 'ok'; db: Db } | { status: 'absent' } | { status: 'invalid' };

async function readDb(file: string): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'absent' };
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    return isDb(value) ? { status: 'ok', db: value } : { status: 'invalid' };
  } catch {
    return { status: 'invalid' };
  }
}
