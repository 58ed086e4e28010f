import { describe, expect, it } from 'vitest';
import { ArchiveApi } from '../../src/ports/archive.port';
import { ARCHIVE_CLOCK, CITY, COUNTY, describeArchiveContract, PROVINCE } from './archive.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const clock = (): number => ARCHIVE_CLOCK;

describeArchiveContract('memory adapters', () => memorySignedInBackend(clock));
describeArchiveContract('HTTP adapters against the mock server', () => httpSignedInBackend(clock));

describe('memory and HTTP adapters agree on 档案', () => {
  it.each([
    ['province', PROVINCE],
    ['city', CITY],
    ['county', COUNTY],
  ])('give %s the same records, details and loans', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(clock), httpSignedInBackend(clock)]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(ArchiveApi);
        const list = await api.archives({ pageIndex: 1, pageSize: 100 });
        const loans = await api.loans({ pageIndex: 1, pageSize: 50 });
        return [list, await api.archive(list.rows[0]?.id ?? ''), loans, await api.loan(loans.rows[0]?.id ?? ''), await api.overdue()];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
