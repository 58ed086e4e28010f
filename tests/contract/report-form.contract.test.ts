import { describe, expect, it } from 'vitest';
import { ReportFormApi } from '../../src/ports/report-form.port';
import { describeReportFormApiContract } from './report-form.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeReportFormApiContract('memory adapters', memorySignedInBackend);
describeReportFormApiContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on the statistical forms', () => {
  it.each([
    ['province', '10002'],
    ['city', '10003'],
    ['county', '10004'],
  ])('give %s the same forms and roll-ups', async (_name, userId) => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const browser = await backends[index]?.signedIn(userId);
        if (browser === undefined) throw new Error('no backend');
        const api = browser.container.get(ReportFormApi);
        return [
          await api.get('buildHouse', { period: '2026-10' }),
          await api.get('buildHouse', { period: '2026-03' }),
          await api.get('buildHouse', { divisionCode: '360121', period: '2026-06' }),
          await api.get('ruralPermit', { period: '2026-Q3' }),
          await api.get('ruralPermit', { divisionCode: '360121', period: '2025-Q4' }),
        ];
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
