import { describe, expect, it } from 'vitest';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { allReminders, describeLandRemindersContract, REMINDED_USERS } from './land-reminders.contract';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

describeLandRemindersContract('memory adapters', memorySignedInBackend);
describeLandRemindersContract('HTTP adapters against the mock server', httpSignedInBackend);

describe('memory and HTTP adapters agree on the temporary land reminders', () => {
  it('give every demo level the same reminders, drafts included', async () => {
    const backends = await Promise.all([memorySignedInBackend(), httpSignedInBackend()]);
    try {
      const read = async (index: number): Promise<unknown[]> => {
        const answers: unknown[] = [];
        for (const [userId] of REMINDED_USERS) {
          const browser = await backends[index]?.signedIn(userId);
          if (browser === undefined) throw new Error('no backend');
          answers.push(await allReminders(browser.container.get(DashboardApi)));
        }
        return answers;
      };
      const [memory, http] = await Promise.all([read(0), read(1)]);
      expect(memory).toEqual(http);
    } finally {
      await Promise.all(backends.map((backend) => backend.close()));
    }
  });
});
