import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { componentFilesNeedingIsolation } from './tests/component/isolated-files.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on CI's two cores. The
    // unit-side tiers are CPU-bound and independent, so they take both cores. The browser tests run
    // after them, two files at a time, each worker with a server of its own: one browser test
    // leaves a core mostly idle while it waits on the page, the server and axe.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
          environment: 'node',
          // Plain Node modules with no global state between files: reusing the loaded modules
          // cuts the tier's import time about ninefold. A ceiling, not a wait, for the slowest
          // property runs on a loaded machine.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          exclude: componentFilesNeedingIsolation,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // Loading Semi and React afresh for each file took two thirds of the tier (261 s against
          // 82 s shared). The setup clears what a file could leave behind: the rendered tree and
          // Semi's toasts and notifications, which live outside it.
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // vi.mock replaces a module for one file only when that file loads its modules afresh; see
          // tests/component/isolated-files.ts for the other files kept here.
          name: 'component-isolated',
          include: componentFilesNeedingIsolation,
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          environment: 'node',
          // Ceilings, not waits: two files at a time on a shared two-core machine stretch the
          // longest multi-user flows (affairs across three users) past 90 s.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
