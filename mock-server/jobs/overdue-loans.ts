import { scanOverdueLoans } from '../../src/domain/archive/archive-overdue';
import type { ServerContext } from '../context';
import { atOf, directoryOf } from '../routes/process/book';

/**
 * One tick of the overdue-loan scan: the archive service's rule over db.archives, the marks
 * written with the book, then the archive events and a recount of the 借阅管理 badge pushed to the
 * open browsers of whom they concern. Returns how many events went out.
 */
export async function scanOverdueOnce(server: ServerContext): Promise<number> {
  const stored = server.store.db.archives;
  // Unseeded, nothing was lent since the seed, whose overdue loans are already marked.
  if (stored === undefined) return 0;
  const at = atOf(server);
  // Most ticks owe nothing: a read that finds nothing writes nothing.
  if (scanOverdueLoans(stored, directoryOf(server.store.db), at).archives === stored) return 0;
  const notices = await server.store.update((db) => {
    if (db.archives === undefined) return [];
    const scan = scanOverdueLoans(db.archives, directoryOf(db), at);
    db.archives = scan.archives;
    return scan.notices;
  });
  for (const n of notices) server.push.notifyUser(n.userId, n.event);
  for (const userId of new Set(notices.map((n) => n.userId))) server.push.notifyUser(userId, { type: 'counts-changed', time: at });
  return notices.length;
}

/**
 * Runs the scan every `everyMs` while the server listens; a tick that finds the last one still
 * writing skips. The returned stop waits for a running tick, so the store closes after it.
 */
export function startOverdueScans(server: ServerContext, everyMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running !== undefined) return;
    running = scanOverdueOnce(server)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`[mock] overdue-loan scan failed: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
