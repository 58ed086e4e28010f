import { describe, expect, it } from 'vitest';
import { ArchiveApi } from '../../src/ports/archive.port';
import { FileApi } from '../../src/ports/files.port';
import { ARCHIVE_CLOCK, CITY, COUNTY, OTHER_COUNTY } from './archive.contract';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

describe.each([
  ['memory adapters', memorySignedInBackend],
  ['HTTP adapters against the mock server', httpSignedInBackend],
] as const)('档案 files on %s', (_name, makeBackend: typeof memorySignedInBackend) => {
  it('the owning unit uploads a record’s files, its city reads them but may not add, another county is refused', async () => {
    const backend = await makeBackend(() => ARCHIVE_CLOCK);
    try {
      const county = await backend.signedIn(COUNTY);
      const record = await county.container.get(ArchiveApi).register({
        title: '档案附件测试',
        responsible: '南昌县自然资源局办公室',
        year: 2026,
        retention: 'years10',
        organ: 'BGS',
        secrecy: 'public',
        pieces: 1,
        pages: 2,
        remark: '',
      });
      const bytes = new TextEncoder().encode('档案扫描件');
      await county.container.get(FileApi).upload(record.filesKey, new Blob([bytes]), '扫描件.txt', () => undefined);

      const city = await backend.signedIn(CITY);
      expect((await city.container.get(FileApi).list(record.filesKey)).map((file) => file.fileName)).toEqual(['扫描件.txt']);
      const refusedUpload = await failureOf(city.container.get(FileApi).upload(record.filesKey, new Blob([bytes]), '市局.txt', () => undefined));
      expect([403, 404]).toContain(statusOf(refusedUpload));

      const other = await backend.signedIn(OTHER_COUNTY);
      const refusedList = await failureOf(other.container.get(FileApi).list(record.filesKey));
      expect([403, 404]).toContain(statusOf(refusedList));
    } finally {
      await backend.close();
    }
  });
});
