import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

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

/** Makes created, renamed and removed names in `dir` durable. */
export async function syncDirectory(dir: string): Promise<void> {
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
export async function removeStaleTemporaries(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.includes(TMP_MARK)) await rm(path.join(dir, name), { force: true });
  }
}
