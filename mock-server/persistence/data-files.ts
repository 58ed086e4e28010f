import { readFile, readdir, rename, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { isDb, type Db } from '../db-types';
import { applyOps } from './changes';
import { readEntries } from './journal-format';
import { syncDirectory } from './atomic-file';

/**
 * The files of the database in its data directory: the snapshot db.json, which records the last
 * journal entry it contains (journalSeq), and journal files named by the first entry they hold.
 */
export const DB_FILE = 'db.json';
const JOURNAL_PREFIX = 'db.journal-';
const SEQ_DIGITS = 12;

export const journalFileOf = (dataDir: string, firstSeq: number): string =>
  path.join(dataDir, `${JOURNAL_PREFIX}${String(firstSeq).padStart(SEQ_DIGITS, '0')}`);

/** The snapshot text: the database plus the sequence number of the last change in it. */
export const snapshotText = (db: Db, seq: number): string => JSON.stringify({ ...db, journalSeq: seq });

/** Journal files, oldest first, with the first sequence number each holds. */
export async function journalFiles(dataDir: string): Promise<{ file: string; firstSeq: number }[]> {
  return (await readdir(dataDir))
    .filter((name) => name.startsWith(JOURNAL_PREFIX) && /^\d+$/.test(name.slice(JOURNAL_PREFIX.length)))
    .map((name) => ({ file: path.join(dataDir, name), firstSeq: Number(name.slice(JOURNAL_PREFIX.length)) }))
    .sort((a, b) => a.firstSeq - b.firstSeq);
}

/** Removes the journal files that only hold changes the snapshot already contains. */
export async function removeJournalsBefore(dataDir: string, firstKept: number): Promise<void> {
  for (const journal of await journalFiles(dataDir)) {
    if (journal.firstSeq < firstKept) await rm(journal.file, { force: true });
  }
  await syncDirectory(dataDir);
}

/** A damaged database and its journal are kept aside for a look, then the demo seed takes over. */
export async function moveAside(dataDir: string): Promise<string> {
  const suffix = `.invalid-${process.pid}-${Date.now()}`;
  const aside = path.join(dataDir, `${DB_FILE}${suffix}`);
  await rename(path.join(dataDir, DB_FILE), aside);
  for (const journal of await journalFiles(dataDir)) await rename(journal.file, `${journal.file}${suffix}`);
  return aside;
}

export type Loaded = { status: 'ok'; db: Db; seq: number } | { status: 'absent' } | { status: 'invalid' };

/** The snapshot with every intact journal entry after it applied, in order. */
export async function loadDatabase(dataDir: string, log: (line: string) => void): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, DB_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'absent' };
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 'invalid' };
  }
  if (!isDb(value)) return { status: 'invalid' };
  const { journalSeq, ...db } = value as Db & { journalSeq?: unknown };
  const seq = await replayJournals(dataDir, db as Db, typeof journalSeq === 'number' ? journalSeq : 0, log);
  return isDb(db) ? { status: 'ok', db, seq } : { status: 'invalid' };
}

async function replayJournals(dataDir: string, db: Db, snapshotSeq: number, log: (line: string) => void): Promise<number> {
  let seq = snapshotSeq;
  for (const journal of await journalFiles(dataDir)) {
    const read = readEntries(await readFile(journal.file));
    for (const entry of read.entries) {
      // Entries up to the snapshot were compacted into it before a crash removed their file.
      if (entry.seq <= seq) continue;
      if (entry.seq !== seq + 1) {
        log(`[mock] ${journal.file}: entry ${entry.seq} does not follow ${seq}; the rest is ignored`);
        return seq;
      }
      applyOps(db as unknown as Record<string, unknown>, entry.ops);
      seq = entry.seq;
    }
    if (read.torn) {
      // Only the last write before a crash can be cut short, and it was never acknowledged.
      console.warn(`[mock] ${journal.file}: ignoring a torn or damaged last entry after byte ${read.intactBytes}`);
      await truncate(journal.file, read.intactBytes);
      return seq;
    }
  }
  return seq;
}
