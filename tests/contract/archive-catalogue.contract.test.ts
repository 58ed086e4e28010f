import { describe, expect, it } from 'vitest';
import { ArchiveCatalogueApi } from '../../src/ports/archive-catalogue.port';
import { describeArchiveCatalogueContract } from './archive-catalogue.contract';
import { ARCHIVE_CLOCK, CITY, COUNTY, PROVINCE } from './archive.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const clock = (): number => ARCHIVE_CLOCK;

describeArchiveCatalogueContract('memory adapters', () => memorySignedInBackend(clock));
describeArchiveCatalogueContract('HTTP adapters against the mock server', () => httpSignedInBackend(clock));

describe('memory and HTTP adapters agree on 新目录', () => {
  it.each([
    ['province', PROVINCE],
    ['city', CITY],
    ['county', COUNTY],
  ])('give %s the same catalogues and details', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(clock), httpSignedInBackend(clock)]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(ArchiveCatalogueApi);
        const list = await api.catalogues({ pageIndex: 1, pageSize: 100 });
        return [list, await api.catalogue(list.rows[0]?.id ?? ''), await api.catalogues({ pageIndex: 1, pageSize: 100, direction: 'out', year: 2026 })];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
