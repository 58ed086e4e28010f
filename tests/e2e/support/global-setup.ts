// Global setup of the 'e2e' Vitest project: one production server (built dist/ + mock API) per
// worker, each on a free port with its own fresh data directory and a fixed captcha text. The
// browser test files run two at a time; a server of their own per file (leased in server-lease.ts)
// keeps one file's writes (a locked account, a changed password, a published notice) away from the
// file running beside it, exactly as when all files ran one after the other on one server.
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild, ROOT, startProductionServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins of the production servers, e.g. http://127.0.0.1:41234; a test file leases one for its run. */
    baseUrls: string[];
    /** The directory of the servers' leases (server-lease.ts), empty when the run starts. */
    leaseDir: string;
    /** The directory of the accessibility gate's claims (audit-claims.ts), empty when the run starts. */
    auditDir: string;
  }
}

/** How many files Vitest runs at once in this project: its worker count, resolved as Vitest does. */
function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return configured > 0 ? configured : Math.max(availableParallelism() - 1, 1);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const count = workerCount(project);
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => startProductionServer({ logFile: join(ROOT, `test-results/e2e/mock-server-${index + 1}.log`) })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async (): Promise<void> => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed !== undefined) {
    await stopAll();
    throw failed.reason;
  }
  const leaseDir = join(ROOT, 'test-results/e2e/server-leases');
  rmSync(leaseDir, { recursive: true, force: true });
  mkdirSync(leaseDir, { recursive: true });
  project.provide('baseUrls', servers.map((server) => server.url));
  project.provide('leaseDir', leaseDir);
  const auditDir = join(ROOT, 'test-results/e2e/audited');
  rmSync(auditDir, { recursive: true, force: true });
  project.provide('auditDir', auditDir);
  return stopAll;
}
