import { describe, expect, it } from 'vitest';
import { PostApi } from '../../src/ports/document-post.port';
import { POST, describePostContract } from './document-post.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describePostContract('memory adapters', memorySignedInBackend);
describePostContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 发文', () => {
  it('give the same draft, change, 送审 view, list and units', async () => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const run = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn('10002');
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(PostApi);
        const draft = await api.save({ ...POST, version: 0 });
        const changed = await api.save({ ...POST, id: draft.id, version: draft.version, urgency: '特急' });
        const { createdAt: _created, affairKey: _key, ...sent } = await api.submit(changed.id, changed.version);
        const list = await api.list({ box: 'drafted', pageIndex: 1, pageSize: 10 });
        return [sent, list.total, (await api.units()).length];
      };
      const [memory, http] = await Promise.all([run(0), run(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
