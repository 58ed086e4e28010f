// Which of the global setup's servers a browser test file drives. Vitest's VITEST_POOL_ID cannot
// tell: in the full `npm test` the unit-side tiers keep their (shared, non-isolated) workers and
// their pool ids, so two browser files were handed the same id and the same server, and signed
// each other's accounts out. Each file instead leases a free server for its run, with an atomic
// mkdir per server in a directory the global setup empties; a lease left by a worker that died
// is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const POLL_MS = 100;

export interface ServerLease {
  readonly baseUrl: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLease(leaseDir: string, index: number): boolean {
  const dir = join(leaseDir, String(index));
  try {
    mkdirSync(dir);
  } catch {
    const owner = Number(readFileSync(join(dir, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    if (owner === 0 || alive(owner)) return false;
    rmSync(dir, { recursive: true, force: true });
    return tryLease(leaseDir, index);
  }
  writeFileSync(join(dir, 'pid'), String(process.pid));
  return true;
}

/** Leases the first free server, polling while every server is in use (ceiling: the hook timeout). */
export async function leaseServer(baseUrls: readonly string[], leaseDir: string): Promise<ServerLease> {
  for (;;) {
    const index = baseUrls.findIndex((_, candidate) => tryLease(leaseDir, candidate));
    const baseUrl = baseUrls[index];
    if (baseUrl !== undefined) return { baseUrl, release: () => rmSync(join(leaseDir, String(index)), { recursive: true, force: true }) };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
