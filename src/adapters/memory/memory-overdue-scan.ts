import { scanOverdueLoans } from '../../domain/archive/archive-overdue';
import { archiveBookOf, archivesSeeded, storeArchiveBook } from './memory-archives';
import type { MemoryBackend } from './memory-backend';

/**
 * One tick of the overdue-loan scan on the memory backend, as the mock server's: the archive
 * service's rule over the stored book, the marks kept with it, the archive events and a recount
 * of the 借阅管理 badge delivered to whom they concern. Returns how many events went out.
 */
export function scanOverdueOnce(backend: MemoryBackend): number {
  // Unseeded, nothing was lent since the seed, whose overdue loans are already marked.
  if (!archivesSeeded(backend)) return 0;
  const book = archiveBookOf(backend);
  const { users, departments, divisions } = backend.data;
  const at = new Date(backend.now()).toISOString();
  const scan = scanOverdueLoans(book, { users, departments, divisions }, at);
  if (scan.archives === book) return 0;
  storeArchiveBook(backend, scan.archives);
  for (const n of scan.notices) backend.push.deliverTo(n.userId, n.event);
  for (const userId of new Set(scan.notices.map((n) => n.userId))) backend.push.deliverTo(userId, { type: 'counts-changed', time: at });
  return scan.notices.length;
}

/**
 * Runs the scan every `everyMs` (the backend's overdueScanMs unless given), as the mock server's
 * timer does while it listens; the returned function stops it. The composition root starts it in
 * memory mode, the contract tests for their suite; component tests, which build a backend per
 * test, leave it off so that no timer keeps a backend alive.
 */
export function startOverdueScans(backend: MemoryBackend, everyMs = backend.overdueScanMs): () => void {
  const timer = setInterval(() => scanOverdueOnce(backend), everyMs);
  return () => clearInterval(timer);
}
