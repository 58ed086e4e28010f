// One chromium per test file, a fresh context per test, a screenshot per page when a test fails
// (test-results/e2e/<test name>.png, kept by CI as artifacts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchChromium, newDesktopContext } from './chromium';
import { ROOT } from './server';

const SCREENSHOT_DIR = join(ROOT, 'test-results/e2e');

export interface E2E {
  /** Origin of the production server, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** A page in a new browser context (its own cookies and storage), closed after the test. */
  newPage(): Promise<Page>;
}

const fileName = (testName: string): string => testName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 150);

async function keepEvidence(testName: string, contexts: readonly BrowserContext[], problems: readonly string[]): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const path = join(SCREENSHOT_DIR, `${fileName(testName)}${index === 0 ? '' : `-${index + 1}`}.png`);
    try {
      await page.screenshot({ path, fullPage: true });
      console.error(`screenshot of the failed test "${testName}" (${page.url()}): ${path}`);
    } catch (error) {
      console.error(`no screenshot for "${testName}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) console.error(`browser errors during "${testName}":\n  ${problems.join('\n  ')}`);
}

/** Registers the hooks of a browser test file and returns the per-test page factory. */
export function useBrowser(): E2E {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await keepEvidence(task.name, contexts, problems);
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    problems = [];
  });

  return {
    baseUrl,
    async newPage(): Promise<Page> {
      if (browser === undefined) throw new Error('chromium is not running (beforeAll failed?)');
      const context = await newDesktopContext(browser);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      return page;
    },
  };
}
