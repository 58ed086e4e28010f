import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sniffContentType } from '../../src/domain/files/content-sniff';
import { seededFiles } from '../../src/demo/demo-files';
import type { ServerContext } from '../context';
import { noticeBoardOf } from '../routes/notice';
import { writeFileAtomic } from '../persistence/atomic-file';
import { seedScaleOf } from '../seed';
import { seedBody } from './seed-assets';
import type { StoredFile } from './stored-file';

export const filesDirOf = (server: ServerContext): string => path.join(server.config.dataDir, 'files');

export const newStoredName = (): string => randomBytes(16).toString('hex');

const seeding = new WeakMap<ServerContext, Promise<void>>();

/**
 * Seeds the attachments (the demo page's records, one affair of each kind, some filings and the notices') the first time a file call arrives on a database without them (a fresh
 * or reset db.json). The files directory is emptied first, so a reset leaves no orphans.
 */
export function ensureFilesSeeded(server: ServerContext): Promise<void> {
  if (server.store.db.files !== undefined) return Promise.resolve();
  let running = seeding.get(server);
  if (running === undefined) {
    running = seed(server).finally(() => seeding.delete(server));
    seeding.set(server, running);
  }
  return running;
}

async function seed(server: ServerContext): Promise<void> {
  const dir = filesDirOf(server);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const users = server.store.db.users;
  const files: StoredFile[] = [];
  const db = server.store.db;
  for (const demo of seededFiles(db.affairs.affairs.map((stored) => stored.affair), db.filings.filings, seedScaleOf(db), noticeBoardOf(db).notices)) {
    const bytes = await seedBody(demo.body, demo.fileName);
    const storedName = newStoredName();
    await writeFileAtomic(path.join(dir, storedName), bytes);
    files.push({
      linkGuid: storedName.slice(0, 8) + '-' + randomBytes(8).toString('hex'),
      storedName,
      fileName: demo.fileName,
      fileSize: bytes.length,
      contentType: sniffContentType(bytes),
      keyNumGather: demo.keyNumGather,
      uploaderId: demo.uploaderId,
      uploaderName: users.find((user) => user.userId === demo.uploaderId)?.nickName ?? demo.uploaderId,
      uploadTime: demo.uploadTime,
    });
  }
  await server.store.update((db) => {
    db.files = files;
  });
  server.log(`[mock] seeded ${files.length} demo attachments into ${dir}`);
}
