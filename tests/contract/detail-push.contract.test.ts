import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import { archiveTexts, CLERK, describeDetailPushContract, KEEPER, lentRecord, movableClock, portsOf, PUSH_START, NEXT_DAY, DAY_AFTER, type MovableClock } from './detail-push.contract';
import { eventually } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

/** Short, so the scan's ticks come quickly; the tests wait for what they pushed, never for time. */
const SCAN_MS = 20;

const memoryClock = movableClock(PUSH_START);
const httpClock = movableClock(PUSH_START);
describeDetailPushContract('memory adapters', () => memorySignedInBackend(memoryClock.now, { overdueScanMs: SCAN_MS }), memoryClock);
describeDetailPushContract('HTTP adapters against the mock server', () => httpSignedInBackend(httpClock.now, { overdueScanMs: SCAN_MS }), httpClock);

/** One run of a mock server on `dataDir`, signed in as the clerk and the keeper; closed after `use`. */
async function withServer<T>(clock: MovableClock, dataDir: string, use: (clerk: ReturnType<typeof portsOf>, keeper: ReturnType<typeof portsOf>) => Promise<T>): Promise<T> {
  const backend = await httpSignedInBackend(clock.now, { overdueScanMs: SCAN_MS, dataDir });
  try {
    const [clerk, keeper] = await Promise.all([backend.signedIn(CLERK).then(portsOf), backend.signedIn(KEEPER).then(portsOf)]);
    return await use(clerk, keeper);
  } finally {
    await backend.close();
  }
}

describe('the mock server after a restart', () => {
  it('keeps that an overdue loan was reminded, and does not remind it again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'land-contract-restart-'));
    const clock = movableClock(PUSH_START);
    try {
      const early = await withServer(clock, dataDir, async (clerk, keeper) => {
        const lent = await lentRecord(clerk, keeper, '重启测试档案', '2026-11-27');
        const stream = await clerk.listen();
        clock.set(NEXT_DAY);
        await eventually(() => archiveTexts(stream.messages, lent.archiveId).includes(m.loanOverdue('2026-11-27')));
        stream.close();
        return lent;
      });
      await withServer(clock, dataDir, async (clerk, keeper) => {
        const stream = await clerk.listen();
        const later = await lentRecord(clerk, keeper, '重启后借出的档案', '2026-11-28');
        clock.set(DAY_AFTER);
        // The new loan's reminder proves the restarted server scanned; the old loan's did not come again.
        await eventually(() => archiveTexts(stream.messages, later.archiveId).includes(m.loanOverdue('2026-11-28')));
        expect(archiveTexts(stream.messages, early.archiveId)).toEqual([]);
        stream.close();
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
