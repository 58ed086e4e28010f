import { describe, expect, it } from 'vitest';
import { SurveyApi } from '../../src/ports/survey.port';
import { describeSurveyContract } from './survey.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeSurveyContract('memory adapters', memorySignedInBackend);
describeSurveyContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on 建设踏勘', () => {
  it.each([
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same lists, details and link choices', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(SurveyApi);
        const page = await api.list({ pageIndex: 1, pageSize: 50 });
        return [page, await api.list({ pageIndex: 1, pageSize: 5, conclusion: 'conform', text: '工程' }), await api.detail(page.rows[0]?.id ?? ''), await api.links('南昌')];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
