import { describe, expect, it } from 'vitest';
import { OnemapApi } from '../../src/ports/onemap.port';
import { describeOnemapContract } from './onemap.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeOnemapContract('memory adapters', memorySignedInBackend);
describeOnemapContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 备案专题图', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same parcels', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        return browser.container.get(OnemapApi).parcels();
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
