import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DemoFileBody } from '../../src/demo/demo-files';
import { demoGbkNote } from '../../src/demo/demo-gbk-note';

/** Built once by build-seed-assets.ts and kept in the repository. */
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../assets/seed-files', import.meta.url));

/** An AutoCAD 2018 drawing header (AC1032) and a little padding: enough to be sniffed and listed, not drawn. */
function dwgDrawing(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set(new TextEncoder().encode('AC1032'), 0);
  for (let i = 6; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
  return bytes;
}

/** The bytes of one seeded attachment. */
export async function seedBody(body: DemoFileBody): Promise<Uint8Array> {
  switch (body) {
    case 'approval-pdf':
      return readFile(`${SEED_ASSETS_DIR}/approval.pdf`);
    case 'site-photo-north':
      return readFile(`${SEED_ASSETS_DIR}/site-north.jpg`);
    case 'site-photo-road':
      return readFile(`${SEED_ASSETS_DIR}/site-road.jpg`);
    case 'gbk-note':
      return demoGbkNote();
    case 'dwg-drawing':
      return dwgDrawing();
  }
}
