// Global setup of the 'e2e' Vitest project: one production server (built dist/ + mock API) for
// all browser tests, on a free port with a fresh data directory and a fixed captcha text.
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild, ROOT, startProductionServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server the browser tests drive, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const server = await startProductionServer({ logFile: join(ROOT, 'test-results/e2e/mock-server.log') });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
